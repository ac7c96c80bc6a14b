// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headerItem, useHeaderFold, type HeaderFold } from '../src/app/header/use-header-fold.js';

/**
 * Widths of the wide header's items as Chromium lays them out in English at 1440 px for a signed-in user with the
 * wallet connected: the line's content box is 1,312 px (1,360 px less 2 × 24 px padding), with 24 px gaps.
 */
const LOGO = 150;
const NAV = 330;
const SWITCHES = 215;
const WALLET = { full: 148, iconOnly: 36 };
const ACCOUNT = { full: 112, iconOnly: 36 };
const LINE_PADDING = 24;
const AT_1440 = 1360;
const GAP = 24;
/** The line's need with every label shown, no search: logo, nav, switches, wallet and account with four gaps. */
const EVERYTHING = LOGO + NAV + SWITCHES + WALLET.full + ACCOUNT.full + 4 * GAP;

let resize: () => void = () => {};
let lineWidth = AT_1440;

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resize = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  // jsdom lays nothing out: each item says its width, and the icon-only one while the fold marks it so.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = Number(this.dataset[this.hasAttribute('data-header-icon-only') ? 'iconWidth' : 'width'] ?? 0);
    return { width, height: 36, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 36, toJSON: () => ({}) };
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset['line'] === undefined ? 0 : lineWidth;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  lineWidth = AT_1440;
});

function HeaderLine({ withSearch, layoutKey = 'main' }: { withSearch: boolean; layoutKey?: string }) {
  const line = useRef<HTMLDivElement>(null);
  const fold = useHeaderFold(line, true, layoutKey);
  return (
    <div
      ref={line}
      data-line=""
      data-fold={JSON.stringify(fold)}
      style={{ columnGap: `${GAP}px`, paddingLeft: `${LINE_PADDING}px`, paddingRight: `${LINE_PADDING}px` }}
    >
      <a {...headerItem('logo')} data-width={LOGO} />
      <nav {...headerItem('nav')} data-width={NAV} />
      {withSearch && <div {...headerItem('search')} style={{ flexGrow: 1, minWidth: '240px' }} />}
      <div {...headerItem('switches')} data-width={SWITCHES} />
      <div {...headerItem('wallet')} data-width={WALLET.full} data-icon-width={WALLET.iconOnly} />
      <div {...headerItem('account')} data-width={ACCOUNT.full} data-icon-width={ACCOUNT.iconOnly} />
    </div>
  );
}

function foldOf(container: HTMLElement): HeaderFold {
  return JSON.parse(container.querySelector('[data-line]')!.getAttribute('data-fold')!) as HeaderFold;
}

function iconOnlyItems(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-header-icon-only]')].map((item) => item.getAttribute('data-header-item')!);
}

describe('the header fold of a signed-in user with the wallet connected', () => {
  it('at 1440 px keeps every item on the line with its label: the three nav menus leave room for the switches', () => {
    const { container } = render(<HeaderLine withSearch={false} />);
    expect(foldOf(container)).toEqual({
      accountIconOnly: false,
      walletIconOnly: false,
      searchOwnLine: false,
      switchesFolded: false,
      navFolded: false,
    });
    expect(iconOnlyItems(container)).toEqual([]);
  });

  it('on a line too short for both, moves the nav into the menu and keeps the language and theme switches', () => {
    // With the icons alone the line needs 863 px; without the nav, plus the menu button, 569 px.
    lineWidth = 800 + 2 * LINE_PADDING;
    const { container } = render(<HeaderLine withSearch={false} />);
    expect(foldOf(container)).toMatchObject({ accountIconOnly: true, walletIconOnly: true, switchesFolded: false, navFolded: true });
  });

  it('gives up the account name first, and only what the line lacks', () => {
    // The account's icon alone saves 76 px.
    lineWidth = EVERYTHING - 70 + 2 * LINE_PADDING;
    const { container } = render(<HeaderLine withSearch={false} />);
    expect(foldOf(container)).toEqual({
      accountIconOnly: true,
      walletIconOnly: false,
      searchOwnLine: false,
      switchesFolded: false,
      navFolded: false,
    });
    expect(iconOnlyItems(container)).toEqual(['account']);
  });

  it('shows the icons before the search takes a line of its own', () => {
    lineWidth = EVERYTHING + 240 + GAP - 150 + 2 * LINE_PADDING;
    const { container } = render(<HeaderLine withSearch />);
    expect(foldOf(container)).toEqual({ accountIconOnly: true, walletIconOnly: true, searchOwnLine: false, switchesFolded: false, navFolded: false });
  });

  it('keeps the icons when the layout is measured again with the same result, e.g. after a route change', () => {
    lineWidth = EVERYTHING - 200 + 2 * LINE_PADDING;
    const { container, rerender } = render(<HeaderLine withSearch={false} />);
    rerender(<HeaderLine withSearch={false} layoutKey="blocks" />);
    expect(iconOnlyItems(container)).toEqual(['wallet', 'account']);
  });

  it('brings the labels back once the line is wide enough again', () => {
    lineWidth = EVERYTHING - 200 + 2 * LINE_PADDING;
    const { container } = render(<HeaderLine withSearch={false} />);
    expect(iconOnlyItems(container)).toEqual(['wallet', 'account']);
    lineWidth = 1600;
    act(() => resize());
    expect(foldOf(container)).toEqual({
      accountIconOnly: false,
      walletIconOnly: false,
      searchOwnLine: false,
      switchesFolded: false,
      navFolded: false,
    });
    expect(iconOnlyItems(container)).toEqual([]);
  });
});
