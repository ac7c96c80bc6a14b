import { linkOptions } from '@tanstack/react-router';
import { lazy, type ComponentType } from 'react';
import type { AppLink } from '../../shared/routes/links.js';
import { PendingAssetsBadge } from '../assets/pending-assets-badge.js';

export interface SettingsTab {
  /** Its label: `tabs.<key>` of the settings texts (also the header's account menu). */
  readonly key: 'addresses' | 'tokenLists' | 'apiKey' | 'assets';
  readonly link: AppLink;
  /** Shown to admins only (assets). */
  readonly adminOnly: boolean;
  /** The count beside its label (token lists, pending proposals), when it has one. */
  readonly Badge?: ComponentType;
}

/**
 * The settings tabs of spec 001 §2, one table for the settings page and the header's account menu. A tab is listed
 * once its screen exists, at its place in the spec's order: addresses (My tokens), token lists (with its count),
 * API keys, assets (admins only, with the pending count). The first tab, `/settings/addresses`, is where `/settings`
 * and unknown settings paths lead, as the spec says.
 */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  { key: 'addresses', link: linkOptions({ to: '/settings/addresses' }), adminOnly: false },
  {
    key: 'tokenLists',
    link: linkOptions({ to: '/settings/token-lists' }),
    adminOnly: false,
    Badge: lazy(() => import('../token-lists/my-lists-badge.js').then((module) => ({ default: module.MyListsBadge }))),
  },
  { key: 'apiKey', link: linkOptions({ to: '/settings/api-key' }), adminOnly: false },
  { key: 'assets', link: linkOptions({ to: '/settings/assets' }), adminOnly: true, Badge: PendingAssetsBadge },
];

/** The tabs this user sees. */
export function tabsFor(isAdmin: boolean, tabs: readonly SettingsTab[] = SETTINGS_TABS): SettingsTab[] {
  return tabs.filter((tab) => isAdmin || !tab.adminOnly);
}

/** Where `/settings` and its unknown paths lead. */
export function firstSettingsTab(): SettingsTab {
  return SETTINGS_TABS[0]!;
}
