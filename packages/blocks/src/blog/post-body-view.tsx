import { Fragment, type ReactNode } from 'react';
import {
  POST_LINK_PREFIX,
  readPostBody,
  resolveLink,
  type PostBlock,
  type PostInline,
  type PostMark,
} from '@tessera/core';
import { LibraryImage } from '../library-image.tsx';
import type { RenderContext } from '../types.ts';
import { videoEmbed } from '../video.ts';
import type { BlogContext } from './types.ts';

/** The body's images are drawn at most the article's width. */
const BODY_IMAGE_SIZES = '(max-width: 760px) 100vw, 720px';

/** An id for a heading from its text: lowercase words joined by hyphens, unique in the post. */
export function headingId(text: string, taken: Set<string>): string {
  const base =
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'section';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

const inlineText = (content: readonly PostInline[] | undefined) =>
  (content ?? []).map((part) => (part.type === 'text' ? part.text : ' ')).join('');

interface Drawing {
  ctx: RenderContext;
  blog: BlogContext | undefined;
  headingIds: Set<string>;
}

/** A site path made absolute where the drawing asks for it (a feed). */
function absolute(href: string, drawing: Drawing): string {
  const origin = drawing.blog?.origin;
  return origin && href.startsWith('/') && !href.startsWith('//') ? origin + href : href;
}

/** A link mark's href where it is drawn, or null when it leads nowhere (a post not visible). */
function linkTarget(href: string, drawing: Drawing): { href: string; external: boolean } | null {
  const value = href.trim();
  if (value.toLowerCase().startsWith(POST_LINK_PREFIX)) {
    const target = drawing.blog?.postHref(value.slice(POST_LINK_PREFIX.length).toLowerCase());
    return target ? { href: absolute(target, drawing), external: false } : null;
  }
  const resolved = resolveLink(value, drawing.ctx.pages, drawing.ctx.pageHref);
  if (resolved === null) return null;
  return { href: absolute(resolved, drawing), external: /^https?:\/\//i.test(resolved) };
}

function withMarks(text: ReactNode, marks: readonly PostMark[], drawing: Drawing): ReactNode {
  let node = text;
  // The link outermost, so a bold word inside a link stays one link.
  const ordered = [...marks].sort(
    (a, b) => (a.type === 'link' ? 1 : 0) - (b.type === 'link' ? 1 : 0),
  );
  for (const mark of ordered) {
    switch (mark.type) {
      case 'bold':
        node = <strong>{node}</strong>;
        break;
      case 'italic':
        node = <em>{node}</em>;
        break;
      case 'underline':
        node = <u>{node}</u>;
        break;
      case 'strike':
        node = <s>{node}</s>;
        break;
      case 'code':
        node = <code>{node}</code>;
        break;
      case 'link': {
        const target = linkTarget(mark.attrs.href, drawing);
        if (target) {
          node = (
            <a href={target.href} rel={target.external ? 'noopener' : undefined}>
              {node}
            </a>
          );
        }
        break;
      }
    }
  }
  return node;
}

function inlines(content: readonly PostInline[] | undefined, drawing: Drawing): ReactNode[] {
  return (content ?? []).map((part, i) =>
    part.type === 'hardBreak' ? (
      <br key={i} />
    ) : (
      <Fragment key={i}>{withMarks(part.text, part.marks ?? [], drawing)}</Fragment>
    ),
  );
}

function blocks(content: readonly PostBlock[] | undefined, drawing: Drawing): ReactNode[] {
  return (content ?? []).map((node, i) => block(node, i, drawing));
}

function block(node: PostBlock, key: number, drawing: Drawing): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{inlines(node.content, drawing)}</p>;
    case 'heading': {
      const Tag = `h${node.attrs.level}` as 'h2' | 'h3' | 'h4';
      const id = headingId(inlineText(node.content), drawing.headingIds);
      return (
        <Tag key={key} id={id}>
          {inlines(node.content, drawing)}
        </Tag>
      );
    }
    case 'bulletList':
      return <ul key={key}>{blocks(node.content, drawing)}</ul>;
    case 'orderedList': {
      const start = node.attrs?.start;
      return (
        <ol key={key} start={start !== undefined && start !== 1 ? start : undefined}>
          {blocks(node.content, drawing)}
        </ol>
      );
    }
    case 'listItem':
      return <li key={key}>{blocks(node.content, drawing)}</li>;
    case 'blockquote':
      return <blockquote key={key}>{blocks(node.content, drawing)}</blockquote>;
    case 'codeBlock': {
      const language = node.attrs?.language;
      return (
        <pre key={key}>
          <code className={language ? `language-${language}` : undefined}>
            {(node.content ?? []).map((part) => part.text).join('')}
          </code>
        </pre>
      );
    }
    case 'horizontalRule':
      return <hr key={key} />;
    case 'image': {
      const { src, alt, title } = node.attrs;
      return (
        <figure key={key} className="t-post-figure">
          <LibraryImage
            src={absolute(src, drawing)}
            alt={alt}
            ctx={drawing.ctx}
            sizes={BODY_IMAGE_SIZES}
            className="t-post-image"
          />
          {title ? <figcaption>{title}</figcaption> : null}
        </figure>
      );
    }
    case 'videoEmbed': {
      const embed = videoEmbed(node.attrs.src, { autoplay: false, loop: false });
      if (!embed) return null;
      return (
        <div key={key} className="t-video-frame t-post-video">
          <iframe
            src={embed}
            title={node.attrs.title || 'Video'}
            loading="lazy"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      );
    }
    default:
      return null;
  }
}

/**
 * A post's body as semantic HTML: read through the schema first (what it refuses draws as
 * nothing), then each node mapped to its element. Text is only ever text; links go through the
 * site's link rules (pages and posts by id follow their addresses), images through the library's
 * responsive copies, videos as the privacy-enhanced embeds the VIDEO block draws.
 */
export function PostBodyView({ body, ctx }: { body: unknown; ctx: RenderContext }) {
  const doc = readPostBody(body);
  const drawing: Drawing = { ctx, blog: ctx.blog, headingIds: new Set() };
  return <div className="t-post-body">{blocks(doc.content, drawing)}</div>;
}
