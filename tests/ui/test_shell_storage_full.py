"""A full browser storage (issue 16): a move the page cannot save is taken back and the reason shown
in a warning that stays (data-testid="error") until a save succeeds; export and the saved games are
offered; once space is freed the game goes on and nothing accepted was lost."""

from __future__ import annotations

import json

from test_shell_flow import make_shell

from ui import saves, urls
from ui.saves import MemoryStorage, StorageFull

START = "?game=catan&players=3&seed=7&setup=variable&lang=en&names=A,B,C"


class TinyStorage(MemoryStorage):
    """localStorage with a quota, in characters."""

    def __init__(self, quota: int) -> None:
        super().__init__()
        self.quota = quota

    def set(self, key: str, value: str) -> None:
        used = sum(len(k) + len(v) for k, v in self.items.items() if k != key)
        if used + len(key) + len(value) > self.quota:
            raise StorageFull("QuotaExceededError")
        super().set(key, value)


def test_a_move_that_cannot_be_saved_is_taken_back_and_the_warning_stays():
    storage = TinyStorage(quota=10**6)
    shell = make_shell(storage)
    shell.boot(urls.parse(START))
    shell.command("continue")
    shell.act(0)
    saved = json.loads(storage.get(saves.AUTOSAVE))
    assert saved["actions"] == 1 and not shell.storage_full
    # Another site's data (or old saves) fill the storage up.
    storage.items["tabletop:slot:old"] = "x" * (storage.quota - sum(len(k) + len(v) for k, v in storage.items.items()) - 10)
    shell.act(0)
    assert shell.storage_full
    assert len(shell.session.match.log) == 1, "the unsaved move was taken back"
    assert json.loads(storage.get(saves.AUTOSAVE))["actions"] == 1
    # The warning stays through other clicks (messages are cleared by each click; this is not).
    shell.error = None
    shell.notice = None
    messages = shell.render()["messages"]
    assert 'data-testid="error"' in messages and "storage is full" in messages
    assert 'data-cmd="export"' in messages and 'data-cmd="retry-save"' in messages
    # Space is freed (an old save deleted); saving again works and the warning goes.
    del storage.items["tabletop:slot:old"]
    shell.command("retry-save")
    assert not shell.storage_full and 'data-testid="error"' not in shell.render()["messages"]
    shell.act(0)
    assert json.loads(storage.get(saves.AUTOSAVE))["actions"] == 2


def test_a_computer_move_that_cannot_be_saved_is_taken_back_and_not_asked_again():
    from ui.bot_worker import decide

    storage = TinyStorage(quota=10**6)
    shell = make_shell(storage)
    shell.boot(urls.parse("?game=catan&players=3&seed=7&setup=variable&lang=en&seats=easy,easy,h&botdelay=0"))
    while shell.session.bot_to_move() is None:
        shell.act(0)
    request = shell.bot_request()
    storage.quota = 10  # nothing more fits
    before = len(shell.session.match.log)
    assert not shell.bot_move(decide(request["request"]))
    assert shell.storage_full and len(shell.session.match.log) == before
    assert shell.bot_request() is None, "no computer is asked to move while nothing can be saved"
