import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface Tag {
  name: string;
  attrs: Record<string, string>;
  /** The tag names from the document root down to this tag's parent. */
  ancestors: string[];
  /** The text inside the tag, decoded, as a browser would show it. */
  text: string;
}

export interface ParsedPage {
  tags: Tag[];
  /** Every text node outside <style> and <script>, decoded. */
  texts: string[];
  all(name: string): Tag[];
  one(name: string): Tag;
  /** The content of a <meta> by name or property. */
  meta(key: string): string | undefined;
}

const isElement = (node: Node): node is Element => 'tagName' in node;

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (!('childNodes' in node)) return '';
  return node.childNodes.map(textOf).join('');
}

/** Parses HTML exactly as a browser's parser would (parse5 follows the WHATWG algorithm). */
export function parseHtml(html: string): ParsedPage {
  const tags: Tag[] = [];
  const texts: string[] = [];
  const walk = (node: Node, ancestors: string[]) => {
    if (node.nodeName === '#text') {
      if (!['style', 'script'].includes(ancestors.at(-1) ?? '')) {
        texts.push((node as DefaultTreeAdapterMap['textNode']).value);
      }
      return;
    }
    let path = ancestors;
    if (isElement(node)) {
      tags.push({
        name: node.tagName,
        attrs: Object.fromEntries(node.attrs.map((a) => [a.name, a.value])),
        ancestors,
        text: textOf(node),
      });
      path = [...ancestors, node.tagName];
    }
    if ('childNodes' in node) for (const child of node.childNodes) walk(child, path);
    if (node.nodeName === 'template')
      walk((node as DefaultTreeAdapterMap['template']).content, path);
  };
  walk(parse(html), []);
  const all = (name: string) => tags.filter((t) => t.name === name);
  return {
    tags,
    texts,
    all,
    one(name) {
      const found = all(name);
      if (found.length !== 1) throw new Error(`expected one <${name}>, found ${found.length}`);
      return found[0]!;
    },
    meta(key) {
      return all('meta').find((m) => m.attrs.name === key || m.attrs.property === key)?.attrs
        .content;
    },
  };
}
