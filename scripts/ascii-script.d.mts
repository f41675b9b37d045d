/** The code ASCII where an escape changes nothing; `left`: the non-ASCII characters still in it (see ascii-script.mjs). */
export declare function asciiWherePossible(code: string): { code: string; left: number };
