import { linkOptions } from '@tanstack/react-router';

/** Links to the contract screens (spec 001 §2). */
export const contractLinks = {
  list: linkOptions({ to: '/contracts' }),
  verification: linkOptions({ to: '/contracts/verification' }),
  byId: (id: string) => linkOptions({ to: '/contracts/$id', params: { id } }),
};
