// server-never-imports-web
export { renderToString } from 'react-dom/server';
