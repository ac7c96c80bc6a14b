import { useLayoutEffect, useState, type RefObject } from 'react';

const HEADER_ITEM_ATTRIBUTE = 'data-header-item';

/** The items of the wide header's line, by the order in which they leave it when it is too narrow. */
type HeaderItem = 'logo' | 'search' | 'switches' | 'nav' | 'wallet' | 'account';
const LEAVING_ORDER: HeaderItem[] = ['search', 'switches', 'nav'];
/** The width of the menu button (`.iconButton` of header.module.css), which joins the line once the switches leave it. */
const MENU_BUTTON_WIDTH = 36;

/** What has left the line: the search to a line of its own, then the switches, then the nav into the menu. */
export interface HeaderFold {
  searchOwnLine: boolean;
  switchesFolded: boolean;
  navFolded: boolean;
}

const NOTHING_FOLDED: HeaderFold = { searchOwnLine: false, switchesFolded: false, navFolded: false };

/** Marks a child of the header's line; the folded ones stay rendered (hidden) so their widths are measured at every moment. */
export function headerItem(item: HeaderItem): Record<string, string> {
  return { [HEADER_ITEM_ATTRIBUTE]: item };
}

/**
 * How much of the wide header must leave its line so the rest fits side by side: the widths of the nav, the switches,
 * the wallet and the account controls depend on the language, the signed-in name and the wallet's address, so the
 * line is measured rather than given breakpoints. `layoutKey` names what changes the set of items (e.g. the route).
 */
export function useHeaderFold(line: RefObject<HTMLElement | null>, enabled: boolean, layoutKey: string): HeaderFold {
  const [fold, setFold] = useState<HeaderFold>(NOTHING_FOLDED);
  useLayoutEffect(() => {
    const element = line.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const next = foldFor(element);
      setFold((current) => (sameFold(current, next) ? current : next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const item of element.querySelectorAll(`:scope > [${HEADER_ITEM_ATTRIBUTE}]`)) observer.observe(item);
    measure();
    return () => observer.disconnect();
  }, [line, enabled, layoutKey]);
  return enabled ? fold : NOTHING_FOLDED;
}

function foldFor(line: HTMLElement): HeaderFold {
  const style = getComputedStyle(line);
  const available = line.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const gap = parseFloat(style.columnGap) || 0;
  const widths = new Map<HeaderItem, number>();
  for (const item of line.querySelectorAll<HTMLElement>(`:scope > [${HEADER_ITEM_ATTRIBUTE}]`)) {
    widths.set(item.getAttribute(HEADER_ITEM_ATTRIBUTE) as HeaderItem, itemWidth(item));
  }
  const left = new Set<HeaderItem>();
  const needed = () => {
    const onLine = [...widths.values(), ...(left.has('switches') ? [MENU_BUTTON_WIDTH] : [])];
    return onLine.reduce((sum, width) => sum + width, 0) + gap * Math.max(onLine.length - 1, 0);
  };
  for (const item of LEAVING_ORDER) {
    if (needed() <= available) break;
    widths.delete(item);
    left.add(item);
  }
  return { searchOwnLine: left.has('search'), switchesFolded: left.has('switches'), navFolded: left.has('nav') };
}

/** An item's width on the line; the search grows, so it needs its minimum. */
function itemWidth(item: HTMLElement): number {
  const style = getComputedStyle(item);
  if (parseFloat(style.flexGrow) > 0) return parseFloat(style.minWidth) || 0;
  return Math.ceil(item.getBoundingClientRect().width);
}

function sameFold(a: HeaderFold, b: HeaderFold): boolean {
  return a.searchOwnLine === b.searchOwnLine && a.switchesFolded === b.switchesFolded && a.navFolded === b.navFolded;
}
