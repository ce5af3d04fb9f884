// A Fastify route URL as an OpenAPI path template: `:name` and `:name(regex)` become `{name}`, the
// regular expression (Fastify checks it before any route runs) the parameter's pattern.

export interface PathParameter {
  name: string;
  /** the regular expression Fastify matches the value against, when the URL states one */
  pattern?: string;
}

export interface PathTemplate {
  path: string;
  parameters: PathParameter[];
}

/** A parameter's regular expression as a JSON Schema pattern (anchored, as Fastify matches it). */
const anchored = (regex: string) =>
  `${regex.startsWith('^') ? '' : '^'}${regex}${regex.endsWith('$') ? '' : '$'}`;

/** Reads the regular expression after a `:name` at `from` (balanced parentheses), or none. */
function regexAt(url: string, from: number): string | undefined {
  if (url[from] !== '(') return undefined;
  let depth = 0;
  for (let i = from; i < url.length; i++) {
    if (url[i] === '\\') i++;
    else if (url[i] === '(') depth++;
    else if (url[i] === ')' && --depth === 0) return url.slice(from + 1, i);
  }
  throw new Error(`unbalanced parameter pattern in ${url}`);
}

export function pathTemplate(url: string): PathTemplate {
  const parameters: PathParameter[] = [];
  let path = '';
  for (let i = 0; i < url.length; i++) {
    const ch = url[i]!;
    if (ch === ':' && url[i + 1] === ':') {
      path += ':';
      i++;
      continue;
    }
    if (ch === '*') {
      parameters.push({ name: '*' });
      path += '{*}';
      continue;
    }
    if (ch !== ':') {
      path += ch;
      continue;
    }
    const name = /^[A-Za-z0-9_]+/.exec(url.slice(i + 1))?.[0];
    if (!name) throw new Error(`unnamed parameter in ${url}`);
    i += name.length;
    const regex = regexAt(url, i + 1);
    if (regex !== undefined) i += regex.length + 2;
    parameters.push(regex === undefined ? { name } : { name, pattern: anchored(regex) });
    path += `{${name}}`;
  }
  return { path, parameters };
}
