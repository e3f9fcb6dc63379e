import { describe, expect, it } from 'vitest';
import { checked, fillPage } from './page';

const BOOT = '<script src="/assets/boot-x.js"></script>';
const TEMPLATE = `<html><head>
    <title>Dars</title>
    <meta name="description" content="x">
    ${BOOT}
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head><body><div id="root"></div></body></html>`;

describe('a prerendered page', () => {
  it('holds the markup inert, the stylesheets right after boot, the title and description', () => {
    const html = fillPage(TEMPLATE, BOOT, {
      body: '<main>$& نص</main>',
      screen: { file: 'assets/Login.js', styles: ['<link rel="stylesheet" crossorigin href="/assets/Login.css">'] },
      title: 'درس | "دخول"',
      description: 'a <b>',
    });
    expect(html).toContain('<div id="root" data-prerendered inert><main>$& نص</main></div>');
    expect(html).toContain(
      `<meta name="dars-prerendered" content="assets/Login.js">\n    ${BOOT}\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n    <link rel="stylesheet" crossorigin href="/assets/Login.css">`,
    );
    expect(html.match(/index\.css/g)).toHaveLength(1);
    expect(html).toContain('<title>درس | &quot;دخول&quot;</title>');
    expect(html).toContain('<meta name="description" content="a &lt;b&gt;"');
  });

  it("puts a student's first page in a template beside the visitor's, with its stylesheets", () => {
    const tag = '<link rel="stylesheet" crossorigin href="/assets/Cart.css">';
    const html = fillPage(TEMPLATE, BOOT, {
      body: '<form></form>',
      student: { body: '<h1>السلة</h1>', screen: { file: 'assets/Cart.js', styles: [tag] } },
    });
    expect(html).toContain('</div><template data-prerendered-student><h1>السلة</h1></template>');
    expect(html).toContain('<meta name="dars-prerendered-student" content="assets/Cart.js">');
    expect(html).toContain(tag);
  });

  it('refuses inline styles, but for the two of Ariakit that draw nothing', () => {
    expect(checked('<label style="cursor:default">x</label>', 'a')).toBe('<label>x</label>');
    expect(checked('<span data-dialog="" style="position:fixed"></span>', 'a')).toBe('');
    expect(() => checked('<p style="color:red">x</p>', 'login.html')).toThrow(/login.html has an inline style/);
  });
});
