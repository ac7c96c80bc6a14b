import { useLayoutEffect, useState, type RefObject } from 'react';

const HEADER_ITEM_ATTRIBUTE = 'data-header-item';
/** Marks the children of the header's line that must fit side by side; the folded ones stay rendered (hidden) so they are measured. */
export const HEADER_ITEM = { [HEADER_ITEM_ATTRIBUTE]: '' };

/**
 * Whether the wide header's line is too narrow for its items side by side — the logo, the nav, the switches, the
 * wallet and the account controls, whose widths depend on the language, the signed-in name and the wallet's address.
 * Then the nav and the switches fold into the menu. `layoutKey` names what changes the set of items (e.g. the route).
 */
export function useNavFolded(line: RefObject<HTMLElement | null>, enabled: boolean, layoutKey: string): boolean {
  const [folded, setFolded] = useState(false);
  useLayoutEffect(() => {
    const element = line.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setFolded(neededWidth(element) > availableWidth(element));
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const item of element.querySelectorAll(`:scope > [${HEADER_ITEM_ATTRIBUTE}]`)) observer.observe(item);
    measure();
    return () => observer.disconnect();
  }, [line, enabled, layoutKey]);
  return enabled && folded;
}

function availableWidth(line: HTMLElement): number {
  const style = getComputedStyle(line);
  return line.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

function neededWidth(line: HTMLElement): number {
  const widths = [...line.querySelectorAll<HTMLElement>(`:scope > [${HEADER_ITEM_ATTRIBUTE}]`)].map(itemWidth).filter((width) => width > 0);
  const gap = parseFloat(getComputedStyle(line).columnGap) || 0;
  return widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(widths.length - 1, 0);
}

/** An item's width on the line: a growing item (the search) needs its minimum, one on a line of its own nothing. */
function itemWidth(item: HTMLElement): number {
  const style = getComputedStyle(item);
  if (style.flexBasis === '100%') return 0;
  if (parseFloat(style.flexGrow) > 0) return parseFloat(style.minWidth) || 0;
  return Math.ceil(item.getBoundingClientRect().width);
}
