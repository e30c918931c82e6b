/** Where the end-to-end stack listens (scripts/start.mjs with these ports, on loopback). */
export const GATEWAY_PORT = 3100;
export const API_PORT = 4100;
/** The api itself, for clients that talk to its REST contract directly. */
export const API_URL = `http://127.0.0.1:${API_PORT}`;
