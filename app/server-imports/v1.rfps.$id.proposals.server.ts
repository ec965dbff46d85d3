// The server code app/routes/v1.rfps.$id.proposals.tsx uses, behind one module (ADR 0370).
export * from "~/server-imports/v1.rfps.server";
