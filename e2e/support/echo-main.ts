import { startEchoServer } from '../../server/chatbot/gateway/testing/echo-server';

/**
 * The loopback HTTP echo the e2e servers may call (their OUTBOUND_ALLOW names its port): enterprise API
 * tests and API nodes in flows reach it as `http://127.0.0.1:<E2E_ECHO_PORT>/...`.
 */
const port = Number(process.env.E2E_ECHO_PORT);
const echo = await startEchoServer(port);
console.log(`echo server on ${echo.origin}`);
