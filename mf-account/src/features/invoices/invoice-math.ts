/**
 * Invoice arithmetic of the account's invoice pages: the shared rule @utsav/domain/invoice-figures (the API's PDF
 * tax invoice uses the same figures, issue 33).
 */
export * from '@utsav/domain/invoice-figures';
