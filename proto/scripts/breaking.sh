#!/bin/sh
# `npm run breaking -w @golightly/proto`: fails when a change to proto/ breaks the contract as committed on main.
# A breaking change goes to a new package and topic (.v2) instead. Run from proto/ (npm does).
set -eu
against_ref="${BUF_BREAKING_AGAINST_REF:-main}"
if ! git rev-parse --verify --quiet "$against_ref^{commit}" >/dev/null; then
  echo "buf breaking: no branch '$against_ref' in this clone; nothing to compare against" >&2
  exit 0
fi
if ! git cat-file -e "$against_ref:proto/buf.yaml" 2>/dev/null; then
  echo "buf breaking: '$against_ref' has no proto/ module yet; nothing to compare against"
  exit 0
fi
exec buf breaking --against "../.git#branch=$against_ref,subdir=proto"
