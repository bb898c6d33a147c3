/** The configured success range (config successCode and maxSuccessCode; spec §4 Logout, §8 "200 up to 206"). */
export interface SuccessCodes {
  successCode: number;
  maxSuccessCode: number;
}

/** Inside the range; a status below successCode (0, 1xx) is not success even though it is "at most the maximum". */
export function isSuccessStatus(status: number, codes: SuccessCodes): boolean {
  return status === codes.successCode || (status > codes.successCode && status <= codes.maxSuccessCode);
}
