// domain-tests-are-pure
export { render } from '@testing-library/react';
