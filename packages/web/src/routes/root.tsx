import { createRootRoute } from '@tanstack/react-router';
import { Layout } from '../app/layout/layout.js';
import { NotFoundPage } from '../app/not-found/not-found-page.js';

export const rootRoute = createRootRoute({
  component: Layout,
  notFoundComponent: NotFoundPage,
});
