import { TRPCError } from "@trpc/server";
import type { ApiErrorCode } from "@tablecast/protocol";

type TrpcCode = ConstructorParameters<typeof TRPCError>[0]["code"];

/** An API error with one of the protocol's namespaced codes; clients read it from `data.apiCode`. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly rule?: string,
  ) {
    super(message);
  }
}

const TRPC_CODE: Record<string, TrpcCode> = {
  input: "BAD_REQUEST",
  token: "UNAUTHORIZED",
  auth: "FORBIDDEN",
  rate: "TOO_MANY_REQUESTS",
  game: "BAD_REQUEST",
  decision: "BAD_REQUEST",
  setup: "BAD_REQUEST",
  decklist: "BAD_REQUEST",
  match: "CONFLICT",
  store: "SERVICE_UNAVAILABLE",
};

export function apiError(code: ApiErrorCode, message: string, rule?: string): TRPCError {
  const family = code.split("/")[0]!;
  const trpcCode: TrpcCode = code === "match/not-found" ? "NOT_FOUND" : (TRPC_CODE[family] ?? "BAD_REQUEST");
  return new TRPCError({ code: trpcCode, message, cause: new ApiError(code, message, rule) });
}
