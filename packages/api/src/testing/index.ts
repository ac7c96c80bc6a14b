export { HOSTILE_SEGMENTS, hostileRequests, UNSTORABLE_TEXTS, WIDE_INTEGERS, type HostileRequest, type RouteSamples } from './hostile-inputs.js';
export { everscanSignature, everscanVerifySubmit, readCompileResponse, serdeBody, type EverscanCompileRequest } from './everscan-verify-client.js';
export { EventStreamReader, type ReadEvent } from './event-stream-reader.js';
export { statsOutOfOrder, STATS_ORDER } from './stats-order.js';
