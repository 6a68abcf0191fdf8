import { create } from 'zustand';
import {
  missingSiteDetails,
  type ElementData,
  type InstantiateOptions,
  type SiteContactField,
  type SiteDetails,
  type Website,
} from '@tessera/core';

interface Ask {
  templateId: string;
  missing: SiteContactField[];
  done: () => void;
}

interface SiteDetailsState {
  websiteId: string | null;
  /** The open website's name and contact details, which ready-made sections fill in. */
  details: SiteDetails | null;
  /** A section waiting for the details it shows (the dialog asks for them). */
  ask: Ask | null;
}

export const useSiteDetailsStore = create<SiteDetailsState>(() => ({
  websiteId: null,
  details: null,
  ask: null,
}));

export const detailsOf = (website: Pick<Website, 'name' | 'contact'>): SiteDetails => ({
  name: website.name,
  ...website.contact,
});

const askedKey = (websiteId: string) => `tessera:site-details-asked:${websiteId}`;

function alreadyAsked(websiteId: string): boolean {
  try {
    return localStorage.getItem(askedKey(websiteId)) === '1';
  } catch {
    return false;
  }
}

/** The owner has answered (or dismissed) the question for this website: it is not asked again. */
export function markAsked(websiteId: string) {
  try {
    localStorage.setItem(askedKey(websiteId), '1');
  } catch {
    // Private mode: asked again next time, no harm done.
  }
}

/**
 * Before a ready-made section that shows the website's address, e-mail or phone is added: when
 * the website lacks some and the owner was not asked yet, the dialog asks once and this resolves
 * when it is answered or dismissed. Otherwise it resolves at once.
 */
export function askSiteDetailsFor(templateId: string): Promise<void> {
  const { websiteId, details } = useSiteDetailsStore.getState();
  if (!websiteId || !details || alreadyAsked(websiteId)) return Promise.resolve();
  const missing = missingSiteDetails(templateId, details);
  if (missing.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    useSiteDetailsStore.setState({
      ask: {
        templateId,
        missing,
        done: () => {
          useSiteDetailsStore.setState({ ask: null });
          resolve();
        },
      },
    });
  });
}

/**
 * How a ready-made section is made for the open page: the website's own details, and the
 * anchors the page already has, so a second copy's section gets its own.
 */
export function sectionOptions(
  elements: Readonly<Record<string, ElementData>>,
): InstantiateOptions {
  const takenAnchors = new Set<string>();
  for (const element of Object.values(elements)) {
    const anchor = element.type === 'SECTION' ? element.props.anchor : null;
    if (typeof anchor === 'string' && anchor) takenAnchors.add(anchor);
  }
  const details = useSiteDetailsStore.getState().details;
  return details ? { details, takenAnchors } : { takenAnchors };
}
