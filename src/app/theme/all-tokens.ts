// All of Chakra's tokens with the spec's colours and type, light values only: the source that
// kept-tokens.ts is cut from by `npm run tokens`. The app itself loads only the kept ones.
import { semanticTokens as chakraSemantic, tokens as chakraTokens } from '@chakra-ui/react/theme';
import { colorTokens, semanticColors } from './colors.ts';
import { lightOnly } from './light-only.ts';
import { fontTokens } from './typography.ts';

export const allTokens = { ...chakraTokens, colors: colorTokens, fonts: fontTokens };
export const allSemanticTokens = lightOnly({ ...chakraSemantic, colors: semanticColors });
