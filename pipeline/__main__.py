"""python -m pipeline: the same as the `digest` command."""

from .cli import main

main()
