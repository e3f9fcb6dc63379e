#!/usr/bin/env bash
# Regenerates the binary demo media served by the offline demo API:
#   mocks/media/videos/clip-{1,2,3}.webm   640x360, 8 s, VP9 + Opus, < 150 KB each
#   mocks/media/pdfs/lesson-{1,2,3}.pdf     one-page lesson handouts
#   mocks/media/guides/*.pdf                two-page instructor / student guides
#
# Developer tool, run by hand (no test runs it). Needs ffmpeg (with libvpx-vp9 and libopus) and node.
#   Debian: apt-get install -y ffmpeg      (optional check: poppler-utils for pdfinfo)
# Usage: scripts/make-demo-media.sh [videos|pdfs|all]   (default: all)
#
# Images (covers, avatars, banners, ...) are not files: mocks/media-svg.ts draws them on request.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
media="$root/mocks/media"
what="${1:-all}"

# --- videos -----------------------------------------------------------------
# One source per clip so they look different; a quiet sine tone with fades.
#   $1 name   $2 lavfi video source   $3 tone frequency (Hz)
make_clip() {
  local name="$1" video="$2" freq="$3"
  local out="$media/videos/$name.webm" dur=8
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$video" \
    -f lavfi -i "sine=frequency=$freq:sample_rate=48000:duration=$dur" \
    -filter_complex "[0:v]format=yuv420p,fade=t=in:st=0:d=0.5,fade=t=out:st=$((dur - 1)):d=1[v];[1:a]volume=0.12,afade=t=in:st=0:d=0.5,afade=t=out:st=$((dur - 1)):d=1[a]" \
    -map '[v]' -map '[a]' -t "$dur" \
    -c:v libvpx-vp9 -b:v 100k -crf 42 -deadline good -cpu-used 2 -row-mt 1 -threads 1 -g 96 \
    -c:a libopus -b:a 20k -ac 1 \
    -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
    "$out"
  local size
  size="$(stat -c %s "$out")"
  printf '%s  %s bytes\n' "${out#"$root"/}" "$size"
  if ((size > 150 * 1024)); then
    echo "warning: $name.webm is over 150 KB; lower -b:v" >&2
  fi
}

make_videos() {
  command -v ffmpeg >/dev/null || {
    echo 'ffmpeg is required (apt-get install -y ffmpeg)' >&2
    exit 1
  }
  mkdir -p "$media/videos"
  # 1: slowly turning blue/green gradient (brand colours).
  make_clip clip-1 "gradients=s=640x360:r=24:c0=0x004EFE:c1=0x00B34F:c2=0x6FA0FF:c3=0x0A1F5C:nb_colors=4:speed=0.02:seed=7" 440
  # 2: mandelbrot zoom, tinted warm.
  make_clip clip-2 "mandelbrot=s=640x360:r=24:start_scale=3:end_scale=0.6:outer=normalized_iteration_count,hue=h=160:s=0.8" 523.25
  # 3: the classic moving test pattern, softened.
  make_clip clip-3 "testsrc2=s=640x360:r=24,eq=saturation=0.7:brightness=0.02" 659.25
}

# --- PDFs ---------------------------------------------------------------------
# Hand-written PDF 1.4 (standard Helvetica, no embedded fonts, exact xref offsets),
# so no PDF library is needed. The text is English; the Arabic guides carry an
# English note because the standard 14 fonts have no Arabic glyphs.
make_pdfs() {
  command -v node >/dev/null || {
    echo 'node is required' >&2
    exit 1
  }
  mkdir -p "$media/pdfs" "$media/guides"
  MEDIA_DIR="$media" node --input-type=module - <<'NODE'
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.MEDIA_DIR;

/** Escapes a string for a PDF literal string (ASCII only). */
const lit = (s) => `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** One page content stream: a title, a subtitle and body lines. */
function pageStream({ title, subtitle, lines }, pageNo, pageCount) {
  const ops = [
    '0 0.306 0.996 rg 0 792 m 612 792 l 612 756 l 0 756 l f', // brand bar
    '0 0.702 0.31 rg 0 756 m 612 756 l 612 752 l 0 752 l f',
    'BT 0.1 0.12 0.16 rg /F2 22 Tf 56 700 Td',
    `${lit(title)} Tj`,
    '/F1 12 Tf 0.35 0.38 0.45 rg 0 -24 Td',
    `${lit(subtitle)} Tj`,
    '0.1 0.12 0.16 rg /F1 12 Tf 0 -36 Td 18 TL',
    ...lines.map((l) => `${lit(l)} '`),
    'ET',
    `BT /F1 9 Tf 0.45 0.48 0.55 rg 56 40 Td ${lit(`Dars demo document - page ${pageNo} of ${pageCount}`)} Tj ET`,
  ];
  return ops.join('\n');
}

function buildPdf(docTitle, pages) {
  const objs = []; // objs[i] = body of object i+1
  const add = (body) => objs.push(body) ;
  add('<< /Type /Catalog /Pages 2 0 R >>'); // 1
  add(''); // 2 pages, filled below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'); // 3
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'); // 4
  add(`<< /Title ${lit(docTitle)} /Producer (scripts/make-demo-media.sh) >>`); // 5
  const kids = [];
  pages.forEach((p, i) => {
    const stream = pageStream(p, i + 1, pages.length);
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    const contentRef = objs.length;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contentRef} 0 R ` +
        '/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>',
    );
    kids.push(`${objs.length} 0 R`);
  });
  objs[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`;

  let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets = [];
  objs.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const lessons = [
  {
    file: 'pdfs/lesson-1.pdf',
    title: 'Lesson 1 - Getting started',
    lines: [
      'Welcome to the course. In this lesson you will:',
      '  1. Set up your workspace and tools.',
      '  2. Take a short tour of the course player.',
      '  3. Write and run your first small exercise.',
      '',
      'Tip: keep notes as you go; the quiz at the end uses them.',
    ],
  },
  {
    file: 'pdfs/lesson-2.pdf',
    title: 'Lesson 2 - Core ideas',
    lines: [
      'This handout summarises the core ideas of the unit:',
      '  - Break a problem into small, testable steps.',
      '  - Name things clearly; code is read more than written.',
      '  - Check each step before moving to the next.',
      '',
      'Exercise: rewrite last week\'s solution using these ideas.',
    ],
  },
  {
    file: 'pdfs/lesson-3.pdf',
    title: 'Lesson 3 - Putting it together',
    lines: [
      'In the final lesson you build a small project end to end.',
      '  1. Plan the features on paper first.',
      '  2. Build the smallest version that works.',
      '  3. Improve it one change at a time.',
      '',
      'Share your project with the class for feedback.',
    ],
  },
];
for (const l of lessons) {
  writeFileSync(join(dir, l.file), buildPdf(l.title, [{ title: l.title, subtitle: 'Dars - lesson handout', lines: l.lines }]));
}

const arNote = [
  'This is the Arabic edition of the guide (demo placeholder).',
  'The demo file uses English text; the real guide is written in Arabic.',
  '',
];
const guides = [
  { file: 'guides/instructor-guide-en.pdf', who: 'Instructor', ar: false },
  { file: 'guides/instructor-guide-ar.pdf', who: 'Instructor', ar: true },
  { file: 'guides/student-guide-en.pdf', who: 'Student', ar: false },
  { file: 'guides/student-guide-ar.pdf', who: 'Student', ar: true },
];
const guideText = {
  Instructor: [
    [
      'Creating a course',
      '  1. Open the instructor dashboard and choose New course.',
      '  2. Add a title, a short description and a cover image.',
      '  3. Add sections, then lessons: video, PDF or text.',
      '  4. Preview the course as a student, then publish it.',
    ],
    [
      'Working with students',
      '  - Answer questions from the lesson discussion tab.',
      '  - Review quiz results and progress on the Students page.',
      '  - Send announcements to everyone enrolled in a course.',
      '  - Keep lessons short: 5 to 10 minutes works best.',
    ],
  ],
  Student: [
    [
      'Getting started',
      '  1. Create an account or sign in.',
      '  2. Browse the catalogue or search for a topic.',
      '  3. Enrol in a course and open the first lesson.',
      '  4. Your progress is saved automatically.',
    ],
    [
      'Learning well',
      '  - Download lesson PDFs to read offline.',
      '  - Use the discussion tab to ask your instructor.',
      '  - Finish the quiz at the end of each section.',
      '  - Switch the interface language from the header.',
    ],
  ],
};
for (const g of guides) {
  const title = `${g.who} guide${g.ar ? ' (Arabic)' : ''}`;
  const pages = guideText[g.who].map((lines, i) => ({
    title: i === 0 ? title : `${title} - continued`,
    subtitle: `Dars - ${g.who.toLowerCase()} guide, ${g.ar ? 'Arabic' : 'English'} edition`,
    lines: i === 0 && g.ar ? [...arNote, ...lines] : lines,
  }));
  writeFileSync(join(dir, g.file), buildPdf(title, pages));
}

for (const f of [...lessons.map((l) => l.file), ...guides.map((g) => g.file)]) console.log(`mocks/media/${f}`);
NODE
}

case "$what" in
videos) make_videos ;;
pdfs) make_pdfs ;;
all)
  make_videos
  make_pdfs
  ;;
*)
  echo "usage: $0 [videos|pdfs|all]" >&2
  exit 2
  ;;
esac
