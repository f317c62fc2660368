// Only the recipes of components the app renders on its eager pages: every recipe left out is
// bytes and start-up time saved. A view that renders another Chakra component adds its recipe
// here, or (lazy dialogs) passes it as `recipe={dialogSlotRecipe}` so it loads with its chunk.
// A component whose recipe is missing renders unstyled rather than failing: check screenshots.
import {
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

// Chakra dims a toast's description to 80 %: white text on the error toast's red then falls to
// 4.1:1, under WCAG AA's 4.5:1 (axe color-contrast on the 'Request Id' toast of the seat count).
const toastRecipe = {
  ...toastSlotRecipe,
  base: { ...toastSlotRecipe.base, description: { ...toastSlotRecipe.base?.description, opacity: '1' } },
};

// A disabled button's text is still read (Pay while the payment runs, the sign-up submit that
// still answers a press): Chakra's half opacity puts white on grey, or grey on white, at 3.7:1,
// under WCAG AA's 4.5:1. A disabled button keeps full opacity and greys out with colours that do.
const buttonRecipeAA = {
  ...buttonRecipe,
  base: { ...buttonRecipe.base, _disabled: { cursor: 'not-allowed', color: 'fg.muted' } },
  variants: {
    ...buttonRecipe.variants,
    variant: {
      ...buttonRecipe.variants?.variant,
      solid: { ...buttonRecipe.variants?.variant?.solid, _disabled: { bg: 'bg.muted', borderColor: 'border' } },
    },
  },
};

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipeAA,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  toast: toastRecipe,
};
