import { describe, expect, it } from 'vitest';
import { quietForParsing } from './preparse';
import { sanitizeHtml } from './sanitize';

describe('quietForParsing', () => {
  it('renames event handlers and style attributes inside tags, whatever their case or quoting', () => {
    expect(quietForParsing('<img src=x onerror="a()" STYLE=\'color:red\' OnLoad=b()>')).toBe(
      '<img src=x dars-drop-onerror="a()" dars-drop-STYLE=\'color:red\' dars-drop-OnLoad=b()>',
    );
    expect(quietForParsing('<img/src="x"/onerror=a()>')).toBe('<img/src="x"/dars-drop-onerror=a()>');
    // An unquoted value runs to the next space, as the parser reads it: here `src` is "x/onerror=a()".
    expect(quietForParsing('<img/src=x/onerror=a()>')).toBe('<img/src=x/onerror=a()>');
  });

  it('renames the elements the policy reports while parsing, opening and closing', () => {
    expect(quietForParsing('<style>p{}</style><BASE href="https://e.example/"><script>a()</script>')).toBe(
      '<dars-drop-style>p{}</dars-drop-style><dars-drop-BASE href="https://e.example/"><dars-drop-script>a()</dars-drop-script>',
    );
  });

  it('leaves text alone, code about attributes included, and comments and values as they are', () => {
    const text = '<p>Write &lt;div style="x" onclick="y"&gt; or style = 3, and a &lt; b.</p><!-- <b onclick=x> -->';
    expect(quietForParsing(text)).toBe(text);
    expect(quietForParsing('<a title="style=1 onclick=2" href="/x">a < b</a>')).toBe(
      '<a title="style=1 onclick=2" href="/x">a < b</a>',
    );
  });
});

describe('the sanitizer after the quieting pass', () => {
  it('keeps what it kept before, and drops the renamed elements with their content', () => {
    expect(sanitizeHtml('<p class="x" onclick="a()" style="color:red">Hi <b>there</b></p>')).toBe(
      '<p class="x">Hi <b>there</b></p>',
    );
    expect(sanitizeHtml('<style>body{display:none}</style><p>kept</p><script>a()</script>')).toBe('<p>kept</p>');
  });

  it('prefixes server ids and names once, so none stands for a global of the page, and cleaning again changes nothing', () => {
    const once = sanitizeHtml('<a id="__xss" href="/x">a</a><img name="getElementById" src="/i.png">');
    expect(once).toBe(
      '<a href="/x" id="user-content-__xss">a</a><img src="/i.png" name="user-content-getElementById">',
    );
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe('comments the parser closes at once', () => {
  it('treats `<!-->` and `<!--->` as whole comments, so the markup after them is quieted', () => {
    expect(quietForParsing('<!--><img src=x onerror=a()>-->')).toBe('<!--><img src=x dars-drop-onerror=a()>-->');
    expect(quietForParsing('<!---><b onclick=a()>')).toBe('<!---><b dars-drop-onclick=a()>');
    expect(quietForParsing('<!-- <b onclick=a()> -->')).toBe('<!-- <b onclick=a()> -->');
  });
});
