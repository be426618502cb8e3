/**
 * Preload hints for the app page (issue 15), read once from the built files: the JavaScript the
 * entry script imports (Vite's build lists no `modulepreload` for it), and for a page of the route
 * manifest its own chunk (`<page>-page-<hash>.js`), the chunks that imports, its stylesheet, and the
 * translation catalogs it reads first (the `common` namespace and the page's own, in the studio's
 * language; the app has no fallback language). Without them each of those waits for the file before it,
 * one round trip each. A build that does not look as expected gets fewer hints, never wrong ones:
 * only files that exist are named.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Static `import … from "./x.js"` / `import "./x.js"` of a built chunk (not `import("./x.js")`). */
const staticImport = /(?:from|import)\s*"\.\/([\w.-]+\.js)"/g;

/** Reads the built app in `root` (index.html, assets/) once; answers hints per page and language. */
export function webHints(root: string, indexHtml: string) {
  const assets = join(root, 'assets');
  const files = existsSync(assets) ? readdirSync(assets) : [];
  const read = (file: string) => readFileSync(join(assets, file), 'utf8');

  /** `file` and every chunk it imports statically, transitively. */
  function closure(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file) || !files.includes(file)) return seen;
    seen.add(file);
    for (const [, imported] of read(file).matchAll(staticImport)) closure(imported!, seen);
    return seen;
  }

  const entry = /<script type="module"[^>]*src="\/assets\/([\w.-]+\.js)"/.exec(indexHtml)?.[1];
  const entryChunks = entry ? closure(entry) : new Set<string>();
  // Vite turns the catalogs' `import.meta.glob` into `"<glob key>":name` … `name=\`/assets/…\``.
  const chunkText = [...entryChunks].map(read).join('\n');
  const catalog = (key: string): string | undefined => {
    const name = new RegExp(`"${key.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}":([\\w$]+)`).exec(
      chunkText,
    )?.[1];
    if (!name) return undefined;
    const url = new RegExp(
      `[,;{\\s]${name.replace(/\$/g, '\\$')}=[\`"](/assets/[\\w.-]+\\.json)[\`"]`,
    ).exec(chunkText)?.[1];
    return url && files.includes(url.slice('/assets/'.length)) ? url : undefined;
  };

  /** The `<link>` elements for `page` (a manifest page name, or null) in `language` (da, en, nb). */
  return function hintsFor(page: string | null, language: string): string {
    const modules = new Set([...entryChunks].filter((file) => file !== entry));
    const styles: string[] = [];
    const texts = new Set<string | undefined>();
    texts.add(catalog(`./${language}/common.json`));
    if (page) texts.add(catalog(`../../features/${page}/i18n/${language}.json`));
    const pageChunk =
      page && files.find((file) => new RegExp(`^${page}-page-[\\w-]+\\.js$`).test(file));
    if (pageChunk)
      for (const file of closure(pageChunk)) if (!entryChunks.has(file)) modules.add(file);
    const pageStyle =
      page && files.find((file) => new RegExp(`^${page}-page-[\\w-]+\\.css$`).test(file));
    if (pageStyle) styles.push(pageStyle);
    return [
      ...[...modules].map(
        (file) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`,
      ),
      ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/assets/${file}">`),
      ...[...texts]
        .filter((url) => url !== undefined)
        .map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`),
    ].join('');
  };
}
