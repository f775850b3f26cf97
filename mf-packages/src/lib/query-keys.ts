/** Query keys shared by the features of this remote. */
export const packageCartQueryKey = ['package-cart'] as const;
