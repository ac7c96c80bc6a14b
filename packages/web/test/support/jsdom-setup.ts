import { configure } from '@testing-library/react';

// jsdom lacks scrolling; the router's scroll restoration calls it after each navigation.
window.scrollTo = () => undefined;

// A screen appears once its code and its texts have loaded (lazy routes and text areas), which on a busy machine
// takes longer than the default second of findBy… and waitFor.
configure({ asyncUtilTimeout: 5000 });
