// What the first screen needs is asked for while the HTML is read, before any stylesheet or script
// holds the parser up, rather than when the entry's scripts have run: the visitor's language chunk
// (the areas the first screen reads), the landing page's chunks on /index, and the Bengali font for
// a Bengali reader (src/main.tsx waits for it before the first paint; the subset is 108 kB). And the
// boot calls (src/boot/early-calls.ts) are a classic script inlined in the HTML: they go out as the HTML
// is read, and are answered while the first load downloads.
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
// relative, not @sim/shared: Vite bundles a config's relative imports, while Node loads a package's as is (TypeScript)
import { LATER_MODULES_ATTRIBUTE, SITE_ENTRY_ATTRIBUTE } from '../shared/src/prerender.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const BENGALI_SUBSET = /noto-sans-bengali-bengali-wght-normal-[^/]*\.woff2$/;
const LANDING_PAGE = /[\\/]src[\\/]features[\\/]home[\\/]Home\.page\.tsx$/;
/** a language's first chunk (vite.config.ts): `locale-bn`, not `locale-later-bn` */
const FIRST_LOCALE_CHUNK = /^locale-([a-z]+)$/;
const EARLY_CALLS = 'src/boot/early-calls.ts';

interface FirstLoad {
  font?: string;
  /** language folder (`bn`) → its first chunk and what that imports */
  locales: Record<string, string[]>;
  landing: string[];
}

/**
 * The inline script: its language test mirrors storedLanguage() in src/i18n/index.ts (BN, the default,
 * when none is stored); its landing paths are main.tsx's. On a prerendered page, whose site scripts wait
 * for the first paint (the server's data block, src/boot/site-entry.ts), the stylesheets and the font are
 * asked for at once and the scripts are left on the block for the site's start.
 */
const preloadScript = ({ font, locales, landing }: FirstLoad) =>
  `(function(){var l=null;try{var k=['hisLang','lang'];for(var i=0;i<k.length&&!l;i++){var v=localStorage.getItem(k[i]);if(v&&/^(BN|EN|CN|JA|TH|VI)$/.test(v))l=v;}}catch(e){}` +
  `l=(l||'BN').toLowerCase();var h=document.head;` +
  `function p(r,u,a){var f=document.createElement('link');f.rel=r;f.href=u;f.crossOrigin='anonymous';if(a)f.as=a;h.appendChild(f);}` +
  (font ? `if(l==='bn')p('preload',${JSON.stringify(font)},'font');` : '') +
  `var m=${JSON.stringify(locales)}[l]||[];var s=location.pathname;if(s==='/'||s==='/index')m=m.concat(${JSON.stringify(landing)});` +
  `var d=document.querySelector('script[${SITE_ENTRY_ATTRIBUTE}]'),w=[];` +
  `for(var j=0;j<m.length;j++)/\\.css$/.test(m[j])?p('preload',m[j],'style'):d?w.push(m[j]):p('modulepreload',m[j]);` +
  `if(d)d.setAttribute('${LATER_MODULES_ATTRIBUTE}',w.join(' '));})();`;

export function firstLoadPreload(): Plugin {
  let root = '';
  return {
    name: 'sim-first-load-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        // the control panel (admin/index.html) is neither the landing page nor read in Bengali
        if (!context.bundle || /[\\/]admin[\\/]index\.html$/.test(context.filename)) return [];
        const firstLoad = firstLoadOf(context.bundle, html);
        return {
          html: await withEarlyCalls(html, root),
          tags: [{ tag: 'script', children: preloadScript(firstLoad), injectTo: 'head-prepend' }],
        };
      },
    },
  };
}

const SIM_MERCHANT_META = /<meta name="sim-merchant"[^>]*>/;

/** The boot calls as one classic script (an IIFE of src/boot/early-calls.ts, built on its own and
 *  minified), inlined right after the merchant's meta, which it reads: it runs as the parser reaches
 *  it, with nothing to download first. The server allows it by its hash (security-headers.ts). */
async function withEarlyCalls(html: string, root: string): Promise<string> {
  if (!SIM_MERCHANT_META.test(html)) throw new Error('index.html has no sim-merchant meta');
  const built = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      copyPublicDir: false,
      emptyOutDir: false,
      lib: { entry: path.join(root, EARLY_CALLS), formats: ['iife'], name: 'simBootCalls' },
    },
  });
  const [output] = Array.isArray(built) ? built : [built];
  const chunk =
    output && 'output' in output ? output.output.find((file) => file.type === 'chunk') : undefined;
  if (!chunk) throw new Error(`${EARLY_CALLS} built no script`);
  // a closing tag inside the script's strings would end the inline script early
  const code = chunk.code.trim().replaceAll('</script', '<\\/script');
  return html.replace(SIM_MERCHANT_META, (meta) => `${meta}\n    <script>${code}</script>`);
}

function firstLoadOf(bundle: OutputBundle, html: string): FirstLoad {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // a chunk with what it imports, less what the HTML already loads
  const closure = (start: OutputChunk | undefined) => {
    const files: string[] = [];
    const visit = (chunk: OutputChunk | undefined) => {
      const href = chunk && `/${chunk.fileName}`;
      if (!chunk || !href || files.includes(href) || html.includes(`"${href}"`)) return;
      files.push(href);
      // its stylesheets too: a lazy chunk's module resolves only once they have loaded
      for (const css of chunk.viteMetadata?.importedCss ?? []) files.push(`/${css}`);
      for (const imported of chunk.imports) visit(byFile.get(imported));
    };
    visit(start);
    return files;
  };
  const locales: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const language = FIRST_LOCALE_CHUNK.exec(chunk.name)?.[1];
    if (language) locales[language] = closure(chunk);
  }
  const font = Object.keys(bundle).find((file) => BENGALI_SUBSET.test(file));
  return {
    font: font && `/${font}`,
    locales,
    landing: closure(chunks.find((chunk) => LANDING_PAGE.test(chunk.facadeModuleId ?? ''))),
  };
}
