import { createContext, useContext } from 'react';

/** Whether the main page's stream is open: its panels then take what it pushes instead of asking again. */
export const MainStreamContext = createContext(false);

export function useMainStreamLive(): boolean {
  return useContext(MainStreamContext);
}
