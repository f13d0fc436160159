#!/usr/bin/env node
// A tiny OSRM-compatible routing server for the browser journeys: GET /route/v1/driving/{lng},{lat};{lng},{lat}
// answers a straight two-leg line with distance and duration. GET /health answers ok.
// Control (tests): POST /__fail makes every route answer 500 until POST /__ok; POST /__slow makes it hang.
import http from 'node:http';

const port = Number(process.argv[2] ?? process.env.E2E_OSRM_PORT ?? 3199);
let mode = 'ok';

const haversine = ([lng1, lat1], [lng2, lat2]) => {
  const rad = (d) => (d * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * 6371000 * Math.asin(Math.sqrt(a));
};

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://localhost:${port}`);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'POST' && url.pathname.startsWith('/__')) {
      mode = url.pathname.slice(3) === 'ok' ? 'ok' : url.pathname.slice(3);
      res.end(mode);
      return;
    }
    if (url.pathname === '/health') {
      res.end('ok');
      return;
    }
    const match = url.pathname.match(/^\/route\/v1\/[a-z]+\/([-\d.]+),([-\d.]+);([-\d.]+),([-\d.]+)$/);
    if (!match) {
      res.statusCode = 404;
      res.end(JSON.stringify({ code: 'InvalidUrl' }));
      return;
    }
    if (mode === 'fail') {
      res.statusCode = 500;
      res.end(JSON.stringify({ code: 'Error' }));
      return;
    }
    if (mode === 'slow') return; // never answers: the client's time-out must fire
    const [a, b] = [[Number(match[1]), Number(match[2])], [Number(match[3]), Number(match[4])]];
    const corner = [b[0], a[1]];
    const distance = Math.round(haversine(a, corner) + haversine(corner, b));
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify({
        code: 'Ok',
        routes: [{ distance, duration: Math.round(distance / 8), geometry: { type: 'LineString', coordinates: [a, corner, b] } }],
        waypoints: [{ location: a }, { location: b }],
      }),
    );
  })
  .listen(port, () => console.log(`fake OSRM on ${port}`));
