import { HttpResponse, http, type RequestHandler } from 'msw';
import { findCourse, tr } from '../catalogue.ts';
import type { DemoLang } from '../lang.ts';
import { mediaSvg } from '../media-svg.ts';
import { type DemoContext, escapeHtml } from './context.ts';

/** Demo media generated on the fly: uploaded profile images, certificates, placeholder images. */
export function mediaHandlers({ store }: DemoContext): RequestHandler[] {
  return [
    http.get('*/demo-media/uploads/:key', ({ params }) => {
      const upload = store.state.uploads[String(params.key)];
      if (!upload) return new HttpResponse(null, { status: 404 });
      const bytes = Uint8Array.from(atob(upload.base64), (c) => c.charCodeAt(0));
      return new HttpResponse(bytes, { headers: { 'content-type': upload.type } });
    }),

    http.get('*/demo-media/certificates/:file', ({ request, params }) => {
      const id = Number(String(params.file).replace(/\.svg$/, ''));
      for (const [userId, data] of Object.entries(store.state.userData)) {
        const cert = data.certificates.find((c) => c.id === id);
        if (!cert) continue;
        const user = store.state.users.find((u) => String(u.id) === userId);
        const course = findCourse(cert.courseId);
        const lang: DemoLang = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : 'ar';
        return new HttpResponse(
          certificateSvg(user?.name ?? '', course ? tr(course.title, lang) : '', cert.created_at, lang),
          {
            headers: { 'content-type': 'image/svg+xml' },
          },
        );
      }
      return new HttpResponse(null, { status: 404 });
    }),

    http.get('*/demo-media/:kind/:file', ({ request }) => {
      const svg = mediaSvg(new URL(request.url).pathname);
      // Anything else under /demo-media (videos, pdfs) is a real file: let it through.
      if (svg === null) return undefined;
      return new HttpResponse(svg, {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' },
      });
    }),
  ];
}

function certificateSvg(name: string, course: string, date: string, lang: DemoLang): string {
  const rtl = lang === 'ar';
  const heading = rtl ? 'شهادة إتمام' : 'Certificate of completion';
  const line = rtl ? 'تشهد أكاديمية درس بأن' : 'Dars Academy certifies that';
  const done = rtl ? 'أتمّ بنجاح دورة' : 'has successfully completed';
  const day = new Date(date).toLocaleDateString(rtl ? 'ar-EG' : 'en-GB', { dateStyle: 'long' });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1123 794" role="img" direction="${rtl ? 'rtl' : 'ltr'}">
<title>${escapeHtml(heading)}</title><rect width="1123" height="794" fill="#FFFFFF"/>
<rect x="24" y="24" width="1075" height="746" fill="none" stroke="#004EFE" stroke-width="6" rx="18"/>
<rect x="44" y="44" width="1035" height="706" fill="none" stroke="#00B34F" stroke-width="2" rx="12"/>
<g font-family="system-ui, 'Noto Sans Arabic', sans-serif" text-anchor="middle" fill="#14171F">
<text x="561" y="200" font-size="54" font-weight="700" fill="#004EFE">${escapeHtml(heading)}</text>
<text x="561" y="290" font-size="26">${escapeHtml(line)}</text>
<text x="561" y="370" font-size="44" font-weight="700">${escapeHtml(name)}</text>
<text x="561" y="440" font-size="26">${escapeHtml(done)}</text>
<text x="561" y="510" font-size="34" font-weight="700" fill="#004EFE">${escapeHtml(course)}</text>
<text x="561" y="640" font-size="22" fill="#525866">${escapeHtml(day)}</text></g></svg>`;
}
