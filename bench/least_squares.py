"""Solving the small dense linear systems of the benches' least-squares fits (stdlib only)."""

from __future__ import annotations


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (a small, well-conditioned system)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[col][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def ridge(xs: list[list[float]], ys: list[float], lam: float, prior: list[float]) -> list[float]:
    """Least squares of `ys` on the rows `xs` shrunk by `lam` towards `prior` (one value per column):
    the solution of (XᵀX + lam·I) b = Xᵀy + lam·prior."""
    d = len(prior)
    gram = [[sum(r[i] * r[j] for r in xs) + (lam if i == j else 0.0) for j in range(d)] for i in range(d)]
    return solve(gram, [sum(r[i] * y for r, y in zip(xs, ys)) + lam * prior[i] for i in range(d)])
