/**
 * The product page's add-to-cart form as plain HTML (components/shop/add-to-cart.tsx) and its
 * endpoint (app/api/cart/add): where it posts, the form's id (the page's colour choice belongs to
 * it through `form=`), and the fragment the endpoint returns to, which shows "Added to your cart".
 */
export const ADD_TO_CART_ACTION = '/api/cart/add';
export const ADD_TO_CART_FORM_ID = 'add-to-cart';
export const ADDED_TO_CART_ID = 'added-to-cart';
