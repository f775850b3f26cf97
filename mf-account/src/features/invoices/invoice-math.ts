/**
 * Invoice arithmetic of the account's invoice pages: the shared rule @utsav/domain/invoice-figures (the API's PDF
 * tax invoice uses the same figures).
 */
export * from '@utsav/domain/invoice-figures';
