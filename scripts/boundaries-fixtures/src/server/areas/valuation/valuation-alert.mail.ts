// Allowed: a mail template renders with React (react-email) on the server.
export { createElement } from 'react';
