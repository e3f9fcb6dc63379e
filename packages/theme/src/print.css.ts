// Page-wide print rules: a printed page holds the screen's content alone (a policy, the sample
// certificate), without the top bar, the footer, notices or anything marked data-print="hide".
import { globalStyle } from '@vanilla-extract/css';

globalStyle('[data-print="hide"]', { '@media': { print: { display: 'none !important' } } });

// The main area drops what it reserves on screen (a viewport of height, padding): on paper it would be
// an empty page of its own.
globalStyle('#main', {
  '@media': { print: { minBlockSize: 0, padding: 0, maxInlineSize: 'none' } },
});

globalStyle('html, body', {
  '@media': { print: { background: '#FFFFFF', color: '#000000' } },
});
