import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

const HEADER_ITEM_ATTRIBUTE = 'data-header-item';
/** Set on the account's and the wallet's items while they show their icon alone: header-menu.module.css hides their labels. */
const ICON_ONLY_ATTRIBUTE = 'data-header-icon-only';

/** The items of the wide header's line. */
type HeaderItem = 'logo' | 'search' | 'switches' | 'nav' | 'wallet' | 'account';
/** The items whose trigger can give up its label (the signed-in name, the wallet's address) for its icon. */
type IconItem = 'account' | 'wallet';
const ICON_ITEMS: readonly IconItem[] = ['account', 'wallet'];

/**
 * The steps of the fold, in their order when the line is too narrow: the account's label, then the wallet's, give way to
 * their icons (the cheapest loss: the name and the address stay in the tooltip), then the search takes a line of its
 * own, then the nav and last the switches go into the menu: language and theme stay in view on a desktop's line.
 */
const FOLD_ORDER: readonly (keyof HeaderFold)[] = ['accountIconOnly', 'walletIconOnly', 'searchOwnLine', 'navFolded', 'switchesFolded'];
const FOLDED_ITEM: Record<keyof HeaderFold, HeaderItem> = {
  accountIconOnly: 'account',
  walletIconOnly: 'wallet',
  searchOwnLine: 'search',
  switchesFolded: 'switches',
  navFolded: 'nav',
};
/** The width of the menu button (`.iconButton` of header.module.css), which joins the line once the nav or the switches leave it. */
const MENU_BUTTON_WIDTH = 36;

/** What has folded: the account's and the wallet's labels, the search to a line of its own, the switches and the nav into the menu. */
export interface HeaderFold {
  accountIconOnly: boolean;
  walletIconOnly: boolean;
  searchOwnLine: boolean;
  switchesFolded: boolean;
  navFolded: boolean;
}

const NOTHING_FOLDED: HeaderFold = { accountIconOnly: false, walletIconOnly: false, searchOwnLine: false, switchesFolded: false, navFolded: false };

/** Marks a child of the header's line; the folded ones stay rendered (hidden) so their widths are measured at every moment. */
export function headerItem(item: HeaderItem): Record<string, string> {
  return { [HEADER_ITEM_ATTRIBUTE]: item };
}

/**
 * How much of the wide header must fold so the rest fits side by side: the widths of the nav, the switches, the wallet
 * and the account controls depend on the language, the signed-in name and the wallet's address, so the line is measured
 * rather than given breakpoints. `layoutKey` names what changes the set or the content of items (e.g. the route, the
 * account's button): the fold is then measured again in that commit, before the line is laid out. The account's and the
 * wallet's items get their icon-only attribute here, so their menus need not know of the fold.
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
    // An item that changes its width after the first measure (the sign-in button once the session is read, the wallet's
    // menu once loaded) is laid out in the frame about to be painted: the new fold must be rendered before that paint,
    // not in a later task, or the line wraps for a frame and the page below it jumps.
    const observer = new ResizeObserver(() => flushSync(measure));
    observer.observe(element);
    for (const item of itemsOf(element)) observer.observe(item);
    measure();
    return () => observer.disconnect();
  }, [line, enabled, layoutKey]);
  const current = enabled ? fold : NOTHING_FOLDED;
  // After every render: an item rendered anew (e.g. the wallet's once its menu has loaded) starts without the attribute.
  useLayoutEffect(() => {
    if (line.current) showIconsOnly(line.current, current);
  });
  return current;
}

/** The wide header shows the ☰ menu button while the menu holds the nav or the switches. */
export function menuShown(fold: HeaderFold): boolean {
  return fold.navFolded || fold.switchesFolded;
}

function foldFor(line: HTMLElement): HeaderFold {
  const style = getComputedStyle(line);
  const available = line.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const gap = parseFloat(style.columnGap) || 0;
  const { full, iconOnly } = measureItems(line);
  const widths = new Map(full);
  const fold = { ...NOTHING_FOLDED };
  const needed = () => {
    const onLine = [...widths.values(), ...(menuShown(fold) ? [MENU_BUTTON_WIDTH] : [])];
    return onLine.reduce((sum, width) => sum + width, 0) + gap * Math.max(onLine.length - 1, 0);
  };
  for (const step of FOLD_ORDER) {
    if (needed() <= available) break;
    const item = FOLDED_ITEM[step];
    const iconWidth = isIconItem(item) ? iconOnly.get(item) : undefined;
    if (iconWidth !== undefined) widths.set(item, iconWidth);
    else widths.delete(item);
    fold[step] = true;
  }
  return fold;
}

/**
 * Every item's width with all labels shown, and the account's and the wallet's widths with their icons alone: both are
 * laid out in turn, whatever the fold shows now, which is then put back before the browser paints.
 */
function measureItems(line: HTMLElement): { full: Map<HeaderItem, number>; iconOnly: Map<IconItem, number> } {
  const items = itemsOf(line);
  const shown = items.filter((item) => item.hasAttribute(ICON_ONLY_ATTRIBUTE));
  const iconOnly = new Map<IconItem, number>();
  for (const item of items) {
    const name = itemName(item);
    if (!isIconItem(name)) continue;
    item.setAttribute(ICON_ONLY_ATTRIBUTE, '');
    iconOnly.set(name, itemWidth(item));
  }
  for (const item of items) item.removeAttribute(ICON_ONLY_ATTRIBUTE);
  const full = new Map(items.map((item) => [itemName(item), itemWidth(item)]));
  for (const item of shown) item.setAttribute(ICON_ONLY_ATTRIBUTE, '');
  return { full, iconOnly };
}

function showIconsOnly(line: HTMLElement, fold: HeaderFold): void {
  for (const item of itemsOf(line)) {
    const name = itemName(item);
    item.toggleAttribute(ICON_ONLY_ATTRIBUTE, (name === 'account' && fold.accountIconOnly) || (name === 'wallet' && fold.walletIconOnly));
  }
}

function itemsOf(line: HTMLElement): HTMLElement[] {
  return [...line.querySelectorAll<HTMLElement>(`:scope > [${HEADER_ITEM_ATTRIBUTE}]`)];
}

function itemName(item: HTMLElement): HeaderItem {
  return item.getAttribute(HEADER_ITEM_ATTRIBUTE) as HeaderItem;
}

function isIconItem(item: HeaderItem): item is IconItem {
  return (ICON_ITEMS as readonly HeaderItem[]).includes(item);
}

/** An item's width on the line; the search grows, so it needs its minimum. */
function itemWidth(item: HTMLElement): number {
  const style = getComputedStyle(item);
  if (parseFloat(style.flexGrow) > 0) return parseFloat(style.minWidth) || 0;
  return Math.ceil(item.getBoundingClientRect().width);
}

function sameFold(a: HeaderFold, b: HeaderFold): boolean {
  return (Object.keys(a) as (keyof HeaderFold)[]).every((key) => a[key] === b[key]);
}
