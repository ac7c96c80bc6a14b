// jsdom lacks scrolling; the router's scroll restoration calls it after each navigation.
window.scrollTo = () => undefined;
