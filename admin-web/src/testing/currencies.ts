// getCurrencies' answer in the fee screens' tests: the currencies the club offers, each enabled.
export const offeredCurrencies = (...symbols: string[]) =>
  symbols.map((symbol, index) => ({ __typename: 'Currency', id: index + 1, symbol, isEnable: true }));
