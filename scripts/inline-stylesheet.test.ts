import { describe, expect, it } from 'vitest';

import { firstPaintCss, inlineStylesheets, pageNames } from './inline-stylesheet';

// What Tailwind 4 writes for the rules the copy changes (shortened), beside ordinary rules.
const tailwind = [
  '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after,::backdrop{--tw-translate-x:0;--tw-border-style:solid}}}',
  '@supports (display:grid){.grid{display:grid}}',
  '.border{border-style:var(--tw-border-style);border-width:1px}',
  ':root{--primary:258 90% 72%;--unused:1px;--accent:190 90% 60%}',
  '.block{display:block}',
  // Properties lightningcss does not know reach a visitor as custom declarations too.
  'html{-webkit-tap-highlight-color:transparent}',
  'table{border-collapse:collapse}',
  '.pointer-events-none{pointer-events:none}',
  '.render-on-approach{content-visibility:auto;contain-intrinsic-size:auto 700px}',
  '.\\[field-sizing\\:content\\]{field-sizing:content}',
  '.transition-colors{transition-property:color,background-color,--tw-gradient-from,--tw-gradient-to;transition-duration:.15s}',
  '.transition-gradient{transition-property:--tw-gradient-from}',
  '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}',
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
].join('');

// A page using every class and element of the sample above.
const allUsed = pageNames(
  '<html><table></table><div class="grid block border [field-sizing:content] transition-colors transition-gradient pointer-events-none render-on-approach" style="color:hsl(var(--primary))"></div></html>',
);

describe('firstPaintCss', () => {
  const copy = firstPaintCss(tailwind, allUsed);

  it('drops the @property registrations and applies their fallback values unconditionally', () => {
    expect(copy).not.toContain('@property');
    expect(copy).not.toContain('margin-trim');
    expect(copy).toMatch(
      /@layer properties\{\*,:before,:after,::backdrop\{--tw-border-style:solid\}\}/,
    );
  });

  it('sets only the custom properties a kept rule or the markup reads', () => {
    expect(copy).not.toContain('--tw-translate-x');
    expect(copy).toContain('--primary:258 90% 72%');
    expect(copy).not.toContain('--unused');
    expect(copy).not.toContain('--accent');
  });

  it('keeps other @supports blocks and ordinary rules as they are', () => {
    expect(copy).toContain('@supports (display:grid){.grid{display:grid}}');
    expect(copy).toContain('.block{display:block}');
  });

  it('keeps the declarations of properties the CSS parser does not know', () => {
    expect(copy).toContain('html{-webkit-tap-highlight-color:transparent}');
    expect(copy).toContain('table{border-collapse:collapse}');
    expect(copy).toContain('.pointer-events-none{pointer-events:none}');
    expect(copy).toContain(
      '.render-on-approach{content-visibility:auto;contain-intrinsic-size:auto 700px}',
    );
  });

  it('drops field-sizing and transitions', () => {
    expect(copy).not.toContain('field-sizing');
    expect(copy).not.toContain('transition');
    expect(copy).not.toContain('--tw-gradient-from');
  });
});

describe('firstPaintCss keeps the rules the page uses', () => {
  const css =
    'h1,.a{color:red}.b{color:blue}.a .b{margin:0}.a:hover{color:green}#x{top:0}#y{top:1px}@media (min-width:40rem){.sm\\:a{color:red}.sm\\:b{color:blue}}[hidden]{display:none}.\\[\\&_svg\\]\\:size-4 svg{width:1rem}';
  const copy = firstPaintCss(
    css,
    pageNames(
      '<h1 id="x" class="a  sm:a"><svg class="[&amp;_svg]:size-4"></svg></h1><p data-class="b">',
    ),
  );

  it('keeps rules whose classes and ids the markup names, element and attribute rules too', () => {
    expect(copy).toContain('h1,.a{color:red}');
    expect(copy).toContain('#x{top:0}');
    expect(copy).toContain('@media (width>=40rem){.sm\\:a{color:red}}');
    expect(copy).toContain('[hidden]{display:none}');
    expect(copy).toContain('.\\[\\&_svg\\]\\:size-4 svg{width:1rem}');
  });

  it('drops rules naming a class or id the markup does not use', () => {
    expect(copy).not.toContain('color:blue');
    expect(copy).not.toContain('.a .b');
    expect(copy).not.toContain('#y');
  });

  it('drops rules naming an element the markup does not have, whatever its case', () => {
    const elements = firstPaintCss(
      'hr{height:0}table{border-collapse:collapse}sub,sup{line-height:0}svg,IMG{display:block}',
      pageNames('<SVG viewBox="0 0 1 1"></SVG><sup>1</sup>'),
    );
    // Of a selector list, the selectors the page can match stay.
    expect(elements).toBe('sup{line-height:0}svg{display:block}');
  });

  it('drops the rules of states only the visitor brings about', () => {
    const states = firstPaintCss(
      [
        '.a:hover{color:green}.a:active{color:red}.a:focus-visible{outline:auto}',
        '.m[open]{display:flex}.m::backdrop{opacity:.7}html:has(.m:modal){overflow:hidden}',
        '.g:is(:where(.a):is([open],:popover-open,:open) *){rotate:180deg}',
        '.a:disabled{opacity:.5}.a:not(:disabled){cursor:pointer}',
        '@media (hover:hover){.a:hover{color:blue}}',
      ].join(''),
      pageNames('<a class="a"><dialog class="m" open><i class="g"></i></dialog></a>'),
    );
    // Focus styles stay for the keyboard; `[open]` stays where the markup has it.
    expect(states).toBe(
      '.a:focus-visible{outline:auto}.m[open]{display:flex}.g:is(:where(.a):is([open],:popover-open,:open) *){rotate:180deg}.a:not(:disabled){cursor:pointer}',
    );
    // `[open]` and `:disabled` stay only where some element of the markup has the attribute.
    const css = '.m[open]{display:flex}.a:disabled{opacity:.5}.a{color:red}';
    const at = (html: string) => firstPaintCss(css, pageNames(html));
    expect(at('<i class="m"></i><button class="a">A</button>')).toBe('.a{color:red}');
    expect(at('<details class="m" open></details><button class="a" disabled>A</button>')).toBe(css);
  });

  it('keeps the parts of form fields only where the page has a field', () => {
    const css =
      '::placeholder{opacity:1}::file-selector-button{margin:0}::-webkit-datetime-edit{padding:0}::-webkit-inner-spin-button{height:auto}:-moz-ui-invalid{box-shadow:none}p{margin:0}';
    expect(firstPaintCss(css, pageNames('<p>Text</p>'))).toBe('p{margin:0}');
    expect(firstPaintCss(css, pageNames('<p><textarea></textarea></p>'))).toBe(
      '::placeholder{opacity:1}:-moz-ui-invalid{box-shadow:none}p{margin:0}',
    );
    expect(firstPaintCss(css, pageNames('<p><input name="n"></p>'))).toBe(css);
  });

  it('leaves out what only a closed dialog shows', () => {
    const css = '.menu{position:fixed}.item{display:block}.page{margin:0}';
    expect(
      firstPaintCss(
        css,
        pageNames('<main class="page"></main><dialog class="menu"><a class="item">A</a></dialog>'),
      ),
    ).toBe('.page{margin:0}');
    expect(
      firstPaintCss(css, pageNames('<dialog class="menu" open><a class="item">A</a></dialog>')),
    ).toBe('.menu{position:fixed}.item{display:block}');
  });

  it('drops keyframes that no kept rule names, and animation settings once none is left', () => {
    const css =
      '@keyframes in{0%{opacity:0}}@keyframes spin{to{rotate:1turn}}.m[open]{animation:.2s in}.s{animation:1s linear infinite spin}@media (prefers-reduced-motion:reduce){*{animation-duration:.01ms!important}}';
    expect(firstPaintCss(css, pageNames('<dialog class="m"></dialog><i class="s"></i>'))).toBe(
      '@keyframes spin{to{rotate:1turn}}.s{animation:1s linear infinite spin}@media (prefers-reduced-motion:reduce){*{animation-duration:.01ms!important}}',
    );
    expect(firstPaintCss(css, pageNames('<dialog class="m"></dialog><p>Text</p>'))).toBe('');
  });

  it('drops a custom property set only for another that nothing reads', () => {
    const variables = firstPaintCss(
      ':root{--font-mono:monospace;--mono:var(--font-mono);--text:1rem}code{font-family:var(--mono)}p{font-size:var(--text)}',
      pageNames('<p>Text</p>'),
    );
    expect(variables).toBe(':root{--text:1rem}p{font-size:var(--text)}');
  });

  it('holds back a decoration drawn after the first paint, last, where the page has one', () => {
    const css =
      '.after-first-paint{opacity:1;transition:opacity .2s}.site-gradient{color:red}.x .after-first-paint{top:0}';
    expect(
      firstPaintCss(
        css,
        pageNames('<div class="x"><i class="site-gradient after-first-paint"></i></div>'),
      ),
    ).toBe('.site-gradient{color:red}.x .after-first-paint{top:0}.after-first-paint{opacity:0}');
    expect(firstPaintCss(css, pageNames('<div class="site-gradient"></div>'))).toBe(
      '.site-gradient{color:red}',
    );
  });
});

describe('inlineStylesheets', () => {
  const page =
    '<!DOCTYPE html><html lang="en"><head><title>T</title><link rel="stylesheet" href="/assets/root-1.css"/></head><body><h1>Hi</h1></body></html>';

  it('puts the copy in place of the link, which waits in a noscript for the boot script', () => {
    const out = inlineStylesheets(page, (href) =>
      href === '/assets/root-1.css' ? 'h1{color:red}.unused{color:blue}' : '',
    );
    expect(out).toContain(
      '<style data-page-copy>h1{color:red}</style><noscript><link rel="stylesheet" href="/assets/root-1.css"/></noscript></head>',
    );
    // The only link is the one inside the noscript: nothing asks for the file beside the page.
    expect(out.match(/<link /g)).toHaveLength(1);
  });

  it('refuses a page without a stylesheet link', () => {
    expect(() => inlineStylesheets('<html><head></head></html>', () => '')).toThrow(/stylesheet/);
  });
});
