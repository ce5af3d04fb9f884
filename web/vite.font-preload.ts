// Bengali, the default language, waits for its web font before the first paint (src/main.tsx): the
// page asks for the font's Bengali subset as soon as the HTML is read, beside the scripts, rather
// than when the scripts have run. Only for a visitor reading Bengali: the subset is 108 kB.
import type { Plugin } from 'vite';

const BENGALI_SUBSET = /noto-sans-bengali-bengali-wght-normal-[^/]*\.woff2$/;

/** The inline script's language test mirrors storedLanguage() in src/i18n/index.ts. */
const preloadScript = (href: string) =>
  `(function(){var l=null;try{var k=['hisLang','lang'];for(var i=0;i<k.length&&!l;i++){var v=localStorage.getItem(k[i]);if(v&&/^(BN|EN|CN|JA|TH|VI)$/.test(v))l=v;}}catch(e){}` +
  `if(l&&l!=='BN')return;var f=document.createElement('link');f.rel='preload';f.as='font';f.type='font/woff2';f.crossOrigin='anonymous';f.href=${JSON.stringify(href)};document.head.appendChild(f);})();`;

export function bengaliFontPreload(): Plugin {
  return {
    name: 'sim-bengali-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) => BENGALI_SUBSET.test(file));
        // the control panel (admin/index.html) reads no Bengali
        if (!font || /[\\/]admin[\\/]index\.html$/.test(context.filename)) return [];
        return [{ tag: 'script', children: preloadScript(`/${font}`), injectTo: 'head' }];
      },
    },
  };
}
