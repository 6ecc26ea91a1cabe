// domain-is-pure
export { useState } from 'react';
