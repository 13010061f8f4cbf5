// Lint of the admin app: the repository's rules plus React's rules of hooks.
import reactHooks from 'eslint-plugin-react-hooks';
import rootConfig from '../eslint.config.js';

export default [...rootConfig, { ignores: ['src/gen/**'] }, reactHooks.configs.flat.recommended];
