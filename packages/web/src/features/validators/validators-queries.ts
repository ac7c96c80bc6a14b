import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '../../shared/config/network-context.js';

const REFRESH_MS = 60_000;
const TICK_MS = 1_000;

export function useElectionsConfig() {
  const api = useApi();
  return useQuery({ queryKey: ['elections', 'config'], queryFn: () => api.get('/elections/config'), refetchInterval: REFRESH_MS });
}

export function useElectionsState() {
  const api = useApi();
  return useQuery({ queryKey: ['elections', 'state'], queryFn: () => api.get('/elections/state'), refetchInterval: REFRESH_MS });
}

export function useElectionsBonuses() {
  const api = useApi();
  return useQuery({ queryKey: ['elections', 'bonuses'], queryFn: () => api.get('/elections/bonuses'), refetchInterval: REFRESH_MS });
}

/**
 * The server's clock in unix seconds, ticking every second: GET /time once, then the browser's clock moved by the
 * difference, so that a visitor's wrong clock does not change the elections' status. Null until the server answers.
 */
export function useServerNow(): number | null {
  const api = useApi();
  const served = useQuery({
    queryKey: ['time'],
    queryFn: async () => ({ time: (await api.get('/time')).time, at: Date.now() / 1000 }),
    staleTime: Infinity,
  }).data;
  const [clock, setClock] = useState(() => Date.now() / 1000);
  useEffect(() => {
    const timer = setInterval(() => setClock(Date.now() / 1000), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return served ? served.time + Math.floor(Math.max(0, clock - served.at)) : null;
}
