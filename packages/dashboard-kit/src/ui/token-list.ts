/**
 * A space-separated list of the tokens given, the missing ones left out: a class attribute (the
 * widget's own class, then the host's) or an `aria-describedby` of the ids that are there.
 * @example <Root className={tokenList('dk-credits', className)} />
 */
export function tokenList(...tokens: (string | false | null | undefined)[]): string {
  return tokens.filter(Boolean).join(' ');
}
