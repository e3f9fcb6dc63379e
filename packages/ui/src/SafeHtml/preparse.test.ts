import { describe, expect, it } from 'vitest';
import { quietForParsing } from './preparse';
import { sanitizeHtml } from './sanitize';

describe('quietForParsing', () => {
  it('renames event handlers and style attributes inside tags, whatever their case or quoting', () => {
    expect(quietForParsing('<img src=x onerror="a()" STYLE=\'color:red\' OnLoad=b()>')).toBe(
      '<img src=x dars-drop-onerror="a()" dars-drop-STYLE=\'color:red\' dars-drop-OnLoad=b()>',
    );
    expect(quietForParsing('<img/src="x"/onerror=a()>')).toBe('<img/src="x"/dars-drop-onerror=a()>');
    expect(quietForParsing('<img src="x"onerror=a()>')).toBe('<img src="x"dars-drop-onerror=a()>');
    // An unquoted value runs to the next space, as the parser reads it: here `src` is "x/onerror=a()".
    expect(quietForParsing('<img/src=x/onerror=a()>')).toBe('<img/src=x/onerror=a()>');
    // A name may start with `=`, and then runs to the next one: `=x` here, given the value `onclick=a()`.
    expect(quietForParsing('<b =x=onclick=a()>')).toBe('<b =x=onclick=a()>');
  });

  it('renames the `<style>` elements and a `<base>` address, the elements the policy reports while parsing', () => {
    expect(quietForParsing('<style>p{}</style><BASE href="https://e.example/"><svg><Style>p{}</sTyle></svg>')).toBe(
      '<dars-drop-style>p{}</dars-drop-style><BASE dars-drop-href="https://e.example/"><svg><dars-drop-Style>p{}</dars-drop-sTyle></svg>',
    );
    // Parsed in a document of the page, these report nothing: they stay as they are.
    const quiet = '<script>a()</script><link rel="stylesheet" href="/x.css"><meta http-equiv="refresh" content="0">';
    expect(quietForParsing(quiet)).toBe(quiet);
  });

  it('leaves text alone, code about attributes included, and values that hold no tag', () => {
    const text = '<p>Write &lt;div style="x" onclick="y"&gt; or style = 3, and a &lt; b.</p>';
    expect(quietForParsing(text)).toBe(text);
    expect(quietForParsing('<a title="style=1 onclick=2" href="/x">a < b</a>')).toBe(
      '<a title="style=1 onclick=2" href="/x">a < b</a>',
    );
  });

  it('reads a tag at every `<` before a letter, wherever the parser may take it to stand', () => {
    // Raw text ends at `</noembed>`: the `<img` after it is a tag, not part of a value.
    expect(quietForParsing('<noembed><img title="</noembed><img src=x onerror=a()>">')).toBe(
      '<noembed><img title="</noembed><img src=x dars-drop-onerror=a()>">',
    );
    // `--!>` ends a comment, `>` a bogus one, `]]>` CDATA in SVG.
    expect(quietForParsing('<!--x--!><img src=x onerror=a()>')).toBe('<!--x--!><img src=x dars-drop-onerror=a()>');
    expect(quietForParsing('<? <b title="><img src=x onerror=a()>">')).toBe(
      '<? <b title="><img src=x dars-drop-onerror=a()>">',
    );
    expect(quietForParsing('<svg><![CDATA[<b title="]]><img src=x onerror=a()>">]]></svg>')).toBe(
      '<svg><![CDATA[<b title="]]><img src=x dars-drop-onerror=a()>">]]></svg>',
    );
    // And what the parser takes for text or a value is renamed too: the sanitizer drops a comment.
    expect(quietForParsing('<!-- <b onclick=a()> -->')).toBe('<!-- <b dars-drop-onclick=a()> -->');
  });

  it('reads tags inside one another once each, however many there are', () => {
    // Read from every `<` to its end, each would take the square of the length: every tag's unquoted value
    // here runs to the end of the markup, and every tag's quoted value holds the next tag.
    for (const nested of ['<a/x='.repeat(50_000), '<a t="'.repeat(50_000)]) {
      expect(quietForParsing(`${nested}<b onclick=a()>`)).toBe(`${nested}<b dars-drop-onclick=a()>`);
    }
    // Well under a second each; read the other way, each takes minutes.
  }, 30_000);
});

describe('the sanitizer after the quieting pass', () => {
  it('keeps what it kept before, and drops the renamed elements with their content', () => {
    expect(sanitizeHtml('<p class="x" onclick="a()" style="color:red">Hi <b>there</b></p>')).toBe(
      '<p class="x">Hi <b>there</b></p>',
    );
    expect(sanitizeHtml('<style>body{display:none}</style><p>kept</p><script>a()</script>')).toBe('<p>kept</p>');
    // Markup pasted from an editor may open with these: what follows them is kept.
    expect(sanitizeHtml('<meta charset="utf-8"><link rel="stylesheet" href="/x.css"><base href="/"><p>kept</p>')).toBe(
      '<p>kept</p>',
    );
  });

  it('prefixes server ids and names once, so none stands for a global of the page, and cleaning again changes nothing', () => {
    const once = sanitizeHtml('<a id="__xss" href="/x">a</a><img name="getElementById" src="/i.png">');
    expect(once).toBe(
      '<a href="/x" id="user-content-__xss">a</a><img src="/i.png" name="user-content-getElementById">',
    );
    expect(sanitizeHtml(once)).toBe(once);
  });
});
