import {
  ANCHOR_MESSAGE,
  isAnchorName,
  isSafeLink,
  pageLink,
  parseLink,
  postLink,
  type LinkPage,
} from '@tessera/core';

/** What the owner chooses a link to be in the picker. */
export type LinkChoice = 'none' | 'page' | 'section' | 'post' | 'url' | 'email' | 'phone' | 'path';

/** The picker's state: the choice and whatever was typed or picked for it, valid or not yet. */
export interface LinkDraft {
  choice: LinkChoice;
  /** The page of a page or section link. */
  pageId: string;
  /** The section anchor of a section link. */
  anchor: string;
  /** The blog post of a post link. */
  postId: string;
  /** What is typed for a web address, e-mail, phone or an address on this site. */
  text: string;
  /** Kept from a stored e-mail link (`?subject=...`), so editing the address does not lose it. */
  mailQuery: string;
}

export const CHOICE_LABELS: Record<LinkChoice, string> = {
  none: 'No link',
  page: 'Page',
  section: 'Section of a page',
  post: 'Blog post',
  url: 'Web address',
  email: 'E-mail',
  phone: 'Phone',
  path: 'Address on this site',
};

const empty: LinkDraft = {
  choice: 'none',
  pageId: '',
  anchor: '',
  postId: '',
  text: '',
  mailQuery: '',
};

/** The stored link as the picker shows it. A typed path stays a path: it is not a page link. */
export function draftOf(value: string): LinkDraft {
  if (value.trim() === '') return empty;
  const link = parseLink(value);
  if (link === null) return { ...empty, choice: 'url', text: value };
  switch (link.kind) {
    case 'page':
      return link.anchor
        ? { ...empty, choice: 'section', pageId: link.pageId, anchor: link.anchor }
        : { ...empty, choice: 'page', pageId: link.pageId };
    case 'post':
      return { ...empty, choice: 'post', postId: link.postId };
    case 'url':
      return { ...empty, choice: 'url', text: link.href };
    case 'email': {
      const query = link.href.indexOf('?');
      return {
        ...empty,
        choice: 'email',
        text: link.address,
        mailQuery: query === -1 ? '' : link.href.slice(query),
      };
    }
    case 'phone':
      return { ...empty, choice: 'phone', text: link.number };
    case 'anchor':
    case 'path':
      return { ...empty, choice: 'path', text: link.href };
  }
}

/** A link made from the draft, or why there is none yet. */
export type DraftResult =
  | { link: string }
  | {
      problem: string;
      /** Nothing is wrong yet, only unfinished: say it as a hint, not an error. */
      pending?: boolean;
      /** The text may be the start of a valid value: its error waits until the field is left. */
      typing?: boolean;
    };

const EMAIL = /^[^\s@<>"?]+@[^\s@<>"?]+\.[^\s@<>"?]+$/;
const PHONE = /^\+?[0-9()\-. ]+$/;

/** Whether typed text could still become a valid web address ("htt", "https:/"). */
const startsScheme = (text: string) =>
  text !== '' && ['https://', 'http://'].some((s) => s.startsWith(text.toLowerCase()));

export function linkOfDraft(draft: LinkDraft): DraftResult {
  const text = draft.text.trim();
  switch (draft.choice) {
    case 'none':
      return { link: '' };
    case 'page':
      return draft.pageId
        ? { link: pageLink(draft.pageId) }
        : { problem: 'Choose a page', pending: true };
    case 'section':
      if (!draft.pageId) return { problem: 'Choose a page', pending: true };
      if (draft.anchor === '') return { problem: 'Choose a section', pending: true };
      if (!isAnchorName(draft.anchor)) return { problem: `Section anchor ${ANCHOR_MESSAGE}` };
      return { link: pageLink(draft.pageId, draft.anchor) };
    case 'post':
      return draft.postId
        ? { link: postLink(draft.postId) }
        : { problem: 'Choose a post', pending: true };
    case 'url':
      if (text === '') return { problem: 'Type a web address', pending: true };
      return /^https?:\/\/[^\s<>"]+$/i.test(text)
        ? { link: text }
        : {
            problem: 'Web address must start with https:// (or http://)',
            typing: startsScheme(text),
          };
    case 'email': {
      if (text === '') return { problem: 'Type an e-mail address', pending: true };
      const link = `mailto:${text}${draft.mailQuery}`;
      return EMAIL.test(text) && isSafeLink(link)
        ? { link }
        : { problem: 'E-mail must be an address such as you@example.com', typing: true };
    }
    case 'phone': {
      if (text === '') return { problem: 'Type a phone number', pending: true };
      const digits = text.replace(/\D/g, '').length;
      return PHONE.test(text) && digits >= 3
        ? { link: `tel:${text}` }
        : {
            problem: 'Phone must be a number such as +44 20 7946 0958',
            typing: PHONE.test(text),
          };
    }
    case 'path': {
      const isLocal = /^[/#?]/.test(text);
      return isLocal && isSafeLink(text)
        ? { link: text }
        : { problem: 'Address on this site must start with / or # and hold no spaces' };
    }
  }
}

/** The draft after choosing another kind of link: what fits is carried over. */
export function withChoice(draft: LinkDraft, choice: LinkChoice, openPageId: string | null) {
  const next: LinkDraft = { ...draft, choice };
  // A section is most often one of the page being edited.
  if (choice === 'section' && !next.pageId && openPageId) next.pageId = openPageId;
  if (choice !== draft.choice && ['url', 'email', 'phone', 'path'].includes(choice)) {
    next.text = '';
    next.mailQuery = '';
  }
  return next;
}

/** The pages to offer, with a missing page of the stored link named as missing. */
export function pageOptions(pages: readonly (LinkPage & { name: string })[], pageId: string) {
  const options = pages.map((p) => ({
    value: p.id,
    label: `${p.name} (/${p.isHome ? '' : p.slug})`,
  }));
  const missing = pageId !== '' && !pages.some((p) => p.id === pageId);
  return { options, missing };
}
